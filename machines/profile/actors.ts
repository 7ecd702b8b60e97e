import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { api } from '#src/api/client';
import { networkFailure, toApiFailure, type ApiFailure } from '#src/api/errors';
import { FileUploadFailure, uploadFormFiles } from '#src/api/uploads';
import type { sessionMachine } from '#machines/session/machine';
import type { ProfileSaveFailure, ProfileValues } from './machine';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** The related lists ride along on GET /customer; the specs remove them before an update. */
export const RELATED_LISTS = [
  'customer_milestone',
  'class_reservations',
  'available_classes',
  'online_accesses',
  'accepted_pages',
  'purchases',
  'invoices',
] as const;

export function profileUpdate(customerId: number, values: ProfileValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values, customer_id: customerId };
  for (const key of RELATED_LISTS) delete body[key];
  // The form's image field holds the uploaded file's id by now.
  if (typeof body.file === 'number') body.file_id = body.file;
  delete body.file;
  return body;
}

/** The closed set of save failures: 409 names a phone or an email taken; other answers refuse. */
export function profileFailure(failure: ApiFailure): ProfileSaveFailure {
  const { status, message } = failure;
  if (status === 409 && /tel[eé]fono/i.test(message)) return { kind: 'phoneTaken', message };
  if (status === 409 && /correo/i.test(message)) return { kind: 'emailTaken', message };
  if (status === 0 || status >= 500) return { kind: 'unavailable', message };
  return { kind: 'rejected', message };
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
      const result = await api
        .PUT('/customer', { body: profileUpdate(customerId, values) as never })
        .catch((cause: unknown) => {
          throw profileFailure(networkFailure(cause));
        });
      if (!result.response.ok) throw profileFailure(toApiFailure(result.error, result.response));
    }),
    reloadCustomer: reloadSessionCustomer(session),
  };
}
