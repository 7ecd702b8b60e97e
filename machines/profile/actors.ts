import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { failAs } from '#src/api/failures';
import { api, unwrap } from '#src/api/client';
import { CUSTOMER_LISTS } from '#src/api/customer-lists';
import { FileUploadFailure } from '#src/api/upload-failure';
import { uploadFormFiles } from '#src/api/uploads';
import type { sessionMachine } from '#machines/session/machine';
import type { ProfileSaveFailure, ProfileValues } from './machine';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

export function profileUpdate(customerId: number, values: ProfileValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values, customer_id: customerId };
  for (const key of CUSTOMER_LISTS) delete body[key];
  // The form's image field holds the uploaded file's id by now.
  if (typeof body.file === 'number') body.file_id = body.file;
  delete body.file;
  return body;
}

/** Asks the session for the customer again and settles once it has it (or gave up). */
export function reloadSessionCustomer(session: SessionRef) {
  return fromPromise<void>(async () => {
    session.send({ type: 'session.customer.reload' });
    await waitFor(session, (s) => !s.matches({ authenticated: 'reloadingCustomer' }), {
      timeout: 15_000,
    }).catch(() => undefined);
  });
}

export function createProfileActors(
  customerId: number,
  filesLocation: string | null | undefined,
  session: SessionRef,
) {
  return {
    // A refused upload names its field; the save's failures come from the `profile` rows of the table.
    saveProfile: fromPromise<void, { values: ProfileValues }>(async ({ input }) => {
      let values: ProfileValues;
      try {
        values = await uploadFormFiles(input.values, filesLocation);
      } catch (error) {
        if (error instanceof FileUploadFailure) {
          throw { kind: 'upload', field: error.key, message: error.message } satisfies ProfileSaveFailure;
        }
        throw error;
      }
      await failAs('profile', () =>
        unwrap(api.PUT('/customer', { body: profileUpdate(customerId, values) as never })),
      );
    }),
    reloadCustomer: reloadSessionCustomer(session),
  };
}
