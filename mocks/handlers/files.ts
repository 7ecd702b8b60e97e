import { requireUser } from '#mocks/auth';
import { storeUpload } from '#mocks/customers/upload';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { UPLOAD_MESSAGES } from '#src/domain/uploads';
import { crudHandlers, sentFields } from './crud';

export const fileHandlers = [
  // Any signed-in user uploads (profile photo, form files); the file's record is what forms save.
  http.post('/files', async ({ request, response }) => {
    requireUser(request);
    return response(200).json({ file_id: await storeUpload(request) });
  }),

  // The mocks keep every file as a data: URL, so no upload lives on a disk to be served.
  http.get('/uploads/{name}', () => {
    throw apiError(404, UPLOAD_MESSAGES.notFound);
  }),

  http.post('/files/s3', async ({ request, response }) => {
    requireUser(request);
    return response(200).json({ file_id: await storeUpload(request) });
  }),

  ...crudHandlers({
    collection: db.files,
    idKey: 'file_id',
    listKey: 'files',
    recordKey: 'file',
    paths: { list: '/files', one: '/files/{id}', save: '/files', remove: '/files/{id}' },
    access: { read: 'admin' },
    notFound: UPLOAD_MESSAGES.notFound,
    deleted: UPLOAD_MESSAGES.deleted,
    update: (input) => sentFields(input, ['name', 'type', 'src']),
    // A deleted photo leaves the profile without one rather than pointing at nothing.
    afterRemove: async (file_id) => {
      await db.customers.updateMany((q) => q.where({ file_id }), {
        data(customer) {
          customer.file_id = null;
        },
      });
    },
  }),
];
