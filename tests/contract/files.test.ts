// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInAs } from '#tests/support/sign-in';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function upload(blob: Blob | null, name = 'foto.png') {
  const form = new FormData();
  if (blob) form.append('file', blob, name);
  form.append('data', JSON.stringify({ origen: 'perfil' }));
  // The contract types the body as an object; a FormData goes out untouched.
  return form as unknown as { file: string };
}

describe('file uploads', () => {
  it('stores the upload as a data URL the admin can read back', async () => {
    signInAs('ana');
    const { data, response } = await api.POST('/files', {
      body: upload(new Blob([PNG_BYTES], { type: 'image/png' })),
      bodySerializer: (body) => body as unknown as FormData,
    });
    expect(response.status).toBe(200);
    signInAs('admin');
    const file = (await api.GET('/files/{id}', { params: { path: { id: data!.file_id } } })).data!.file;
    expect(file).toMatchObject({ name: 'foto.png', type: 'image/png' });
    expect(file.src.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(file.src.split(',')[1]!), (c) => c.charCodeAt(0));
    expect([...bytes]).toEqual([...PNG_BYTES]);
  });

  it('uploads to the cloud path the same way and the photo can go on the profile', async () => {
    signInAs('ana');
    const { data } = await api.POST('/files/s3', {
      body: upload(new Blob(['hola'], { type: 'text/plain' }), 'nota.txt'),
      bodySerializer: (body) => body as unknown as FormData,
    });
    await api.PUT('/customer', { body: { customer_id: 1, file_id: data!.file_id } });
    const customer = (await api.GET('/customer')).data!.customer;
    expect(customer.file).toMatchObject({
      file_id: data!.file_id,
      name: 'nota.txt',
      src: 'data:text/plain;base64,aG9sYQ==',
    });
  });

  it('refuses a missing file and one over 2 MB', async () => {
    signInAs('ana');
    const missing = await api.POST('/files', {
      body: upload(null),
      bodySerializer: (body) => body as unknown as FormData,
    });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.message).toBe('Debes cargar el archivo solicitado.');
    const big = await api.POST('/files', {
      body: upload(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/jpeg' })),
      bodySerializer: (body) => body as unknown as FormData,
    });
    expect(big.response.status).toBe(400);
    expect(big.error?.message).toBe('El archivo es demasiado grande (máximo 2 MB).');
  });

  it('answers 401 to an anonymous upload', async () => {
    const { response } = await api.POST('/files', {
      body: upload(new Blob(['x'])),
      bodySerializer: (body) => body as unknown as FormData,
    });
    expect(response.status).toBe(401);
  });
});

describe('file records (admin)', () => {
  async function uploadAsAna(): Promise<number> {
    signInAs('ana');
    const { data } = await api.POST('/files', {
      body: upload(new Blob(['x'], { type: 'text/plain' })),
      bodySerializer: (body) => body as unknown as FormData,
    });
    return data!.file_id;
  }

  it('renames and deletes a file; the profile photo goes with it', async () => {
    const file_id = await uploadAsAna();
    await api.PUT('/customer', { body: { customer_id: 1, file_id } });
    signInAs('admin');
    const renamed = await api.PUT('/files', { body: { file_id, name: 'retrato.txt' } });
    expect(renamed.data?.file.name).toBe('retrato.txt');
    expect((await api.GET('/files')).data?.files.map((file) => file.file_id)).toContain(file_id);
    expect((await api.DELETE('/files/{id}', { params: { path: { id: file_id } } })).data?.message).toBe(
      'File deleted.',
    );
    expect((await api.GET('/files/{id}', { params: { path: { id: file_id } } })).response.status).toBe(404);
    expect(
      (await api.GET('/customer/admin/{id}', { params: { path: { id: 1 } } })).data?.customer,
    ).toMatchObject({
      file_id: null,
      file: null,
    });
  });

  it('answers 403 to a customer listing files', async () => {
    signInAs('ana');
    expect((await api.GET('/files')).response.status).toBe(403);
  });
});
