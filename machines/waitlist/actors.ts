import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { waitlistSaveMethod } from '#src/domain/waitlist';
import type { Waitlist, WaitlistInput } from './machine';

/** Real implementations over the typed client; failures are ApiFailure with the server's message. */
export function createWaitlistActors() {
  return {
    loadWaitlists: fromPromise<Waitlist[]>(async () => {
      const data = await unwrap(api.GET('/waitlist'));
      return data.waitlists;
    }),
    saveWaitlist: fromPromise<Waitlist, WaitlistInput>(async ({ input }) => {
      const { waitlist_id, ...rest } = input;
      const data =
        waitlistSaveMethod(waitlist_id) === 'PUT' && typeof waitlist_id === 'number'
          ? await unwrap(api.PUT('/waitlist', { body: { ...rest, waitlist_id } }))
          : await unwrap(api.POST('/waitlist', { body: rest }));
      return data.waitlist;
    }),
    leaveWaitlist: fromPromise<void, { waitlistId: number }>(async ({ input }) => {
      await unwrap(api.DELETE('/waitlist/{id}', { params: { path: { id: input.waitlistId } } }));
    }),
  };
}
