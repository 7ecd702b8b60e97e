import { fromPromise } from 'xstate';
import { api, unwrap } from '../../src/api/client';
import { FileUploadFailure, uploadFormFiles } from '../../src/api/uploads';
import type { ProfileSaveFailure, ProfileValues } from './machine';

/** The related lists ride along on GET /customer; the specs remove them before an update. */
const RELATED_LISTS = [
  'customer_milestone',
  'class_reservations',
  'available_classes',
  'online_accesses',
  'accepted_pages',
  'purchases',
  'invoices',
];

export function profileUpdate(customerId: number, values: ProfileValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values, customer_id: customerId };
  for (const key of RELATED_LISTS) delete body[key];
  // The form's image field holds the uploaded file's id by now.
  if (typeof body.file === 'number') body.file_id = body.file;
  delete body.file;
  return body;
}

export function createProfileActors(customerId: number, filesLocation: string | null | undefined) {
  return {
    saveProfile: fromPromise<void, { values: ProfileValues }>(async ({ input }) => {
      let values: ProfileValues;
      try {
        values = await uploadFormFiles(input.values, filesLocation);
      } catch (error) {
        if (error instanceof FileUploadFailure) {
          throw { message: error.message, field: error.key } satisfies ProfileSaveFailure;
        }
        throw error;
      }
      const result = await api.PUT('/customer', { body: profileUpdate(customerId, values) as never });
      if (result.response.status === 409 && result.error) {
        const field = result.error.message.includes('teléfono') ? 'phone' : undefined;
        throw { message: result.error.message, ...(field ? { field } : {}) } satisfies ProfileSaveFailure;
      }
      await unwrap(Promise.resolve(result));
    }),
  };
}
