import { requireAdmin, requireUser } from '#mocks/auth';
import { storeUpload } from '#mocks/customers/upload';
import { safeWrite } from '#mocks/customers/safe-write';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound, requireId } from '#mocks/http-errors';

const NOT_FOUND = 'No encontramos ese archivo.';

export const fileHandlers = [
  http.get('/files', ({ request, response }) => {
    requireAdmin(request);
    return response(200).json({ files: db.files.findMany(undefined, { orderBy: { file_id: 'asc' } }) });
  }),

  // Any signed-in user uploads (profile photo, form files); the file's record is what forms save.
  http.post('/files', async ({ request, response }) => {
    requireUser(request);
    return response(200).json({ file_id: await storeUpload(request) });
  }),

  http.post('/files/s3', async ({ request, response }) => {
    requireUser(request);
    return response(200).json({ file_id: await storeUpload(request) });
  }),

  http.put('/files', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const file_id = requireId(input.file_id, 'file_id');
    orNotFound(
      db.files.findFirst((q) => q.where({ file_id })),
      NOT_FOUND,
    );
    const file = await safeWrite(() =>
      db.files.update((q) => q.where({ file_id }), {
        data(record) {
          if (input.name !== undefined) record.name = input.name;
          if (input.type !== undefined) record.type = input.type;
          if (input.src !== undefined) record.src = input.src;
        },
      }),
    );
    return response(200).json({ file: orNotFound(file, NOT_FOUND) });
  }),

  http.get('/files/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    const file_id = Number(params.id);
    const file = orNotFound(
      db.files.findFirst((q) => q.where({ file_id })),
      NOT_FOUND,
    );
    return response(200).json({ file });
  }),

  http.delete('/files/{id}', async ({ request, params, response }) => {
    requireAdmin(request);
    const file_id = Number(params.id);
    orNotFound(
      db.files.delete((q) => q.where({ file_id })),
      NOT_FOUND,
    );
    // A deleted photo leaves the profile without one rather than pointing at nothing.
    await db.customers.updateMany((q) => q.where({ file_id }), {
      data(customer) {
        customer.file_id = null;
      },
    });
    return response(200).json({ message: 'File deleted.' });
  }),
];
