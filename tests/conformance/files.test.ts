import { describe, expect, it } from 'vitest';
import type { Target } from './support/targets';
import { targets, useTarget } from './support/targets';

/** Uploads and file records (customer §5, commerce §2), on the mocks and the server's disk store. */
const OPERATIONS = [
  'uploadFile',
  'uploadFileS3',
  'getFile',
  'listFiles',
  'updateFile',
  'deleteFile',
  'getUpload',
  'updateCurrentCustomer',
  'getCurrentCustomer',
  'adminGetCustomer',
];

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const byId = (id: number) => ({ params: { path: { id } } });

function form(blob: Blob | null, name = 'foto.png') {
  const body = new FormData();
  if (blob) body.append('file', blob, name);
  body.append('data', JSON.stringify({ origen: 'perfil' }));
  return body;
}

/** POST /files as `as`, the multipart body as the app sends it (src/api/uploads.ts). */
const upload = (target: Target, blob: Blob | null, name?: string, path = '/files') =>
  target.fetch(path, { method: 'POST', body: form(blob, name), as: 'ana' });

/** A stored file's bytes: the mocks' data: URL, or the server's GET /api/uploads/…. */
async function bytesOf(target: Target, src: string): Promise<{ bytes: number[]; headers?: Headers }> {
  if (src.startsWith('data:')) {
    return { bytes: [...Uint8Array.from(atob(src.split(',')[1]!), (c) => c.charCodeAt(0))] };
  }
  expect(src).toMatch(/^api\/uploads\/[0-9a-f-]{36}\.(png|pdf)$/);
  const served = await target.fetch(`/${src.slice('api/'.length)}`);
  expect(served.status).toBe(200);
  return { bytes: [...new Uint8Array(await served.arrayBuffer())], headers: served.headers };
}

describe.each(targets(OPERATIONS))('files on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');

  it('stores an upload checked on its bytes, and serves them back safely', async () => {
    const answer = await upload(target, new Blob([PNG], { type: 'image/png' }), '../../foto.png');
    expect(answer.status).toBe(200);
    const { file_id } = (await answer.json()) as { file_id: number };
    const file = (await admin().GET('/files/{id}', byId(file_id))).data!.file;
    expect(file).toMatchObject({ file_id, name: 'foto.png', type: 'image/png' });
    const served = await bytesOf(target, file.src);
    expect(served.bytes).toEqual([...PNG]);
    if (served.headers) {
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline; filename="foto.png"');
    }
  });

  it('takes a PDF document whatever type the browser claims, and refuses what is neither image nor PDF', async () => {
    const pdf = await upload(target, new Blob([PDF], { type: 'image/png' }), 'contrato.pdf');
    const { file_id } = (await pdf.json()) as { file_id: number };
    expect((await admin().GET('/files/{id}', byId(file_id))).data!.file.type).toBe('application/pdf');
    for (const [bytes, claimed] of [
      ['hola', 'text/plain'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/png'],
    ] as const) {
      const refused = await upload(target, new Blob([bytes], { type: claimed }), 'x.png');
      expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
        400,
        'Solo se aceptan imágenes (JPG, PNG, GIF o WebP) o documentos PDF.',
      ]);
    }
    expect((await admin().GET('/files')).data!.files.map((file) => file.file_id)).not.toContain(file_id + 1);
  });

  it('refuses a missing file, an empty one and one over 2 MB, recording nothing', async () => {
    const before = (await admin().GET('/files')).data!.files.length;
    const cases = [
      [null, 'Debes cargar el archivo solicitado.'],
      [new Blob([]), 'Debes cargar el archivo solicitado.'],
      [
        new Blob([PNG, new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' }),
        'El archivo es demasiado grande (máximo 2 MB).',
      ],
    ] as const;
    for (const [blob, message] of cases) {
      const refused = await upload(target, blob);
      expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
        400,
        message,
      ]);
    }
    expect((await admin().GET('/files')).data!.files).toHaveLength(before);
  });

  it('answers 401 to an anonymous upload and 403 to a customer listing files', async () => {
    const anonymous = await target.fetch('/files', { method: 'POST', body: form(new Blob([PNG])) });
    expect(anonymous.status).toBe(401);
    expect((await target.api('ana').GET('/files')).response.status).toBe(403);
  });

  it('puts the photo on the profile; staff rename and delete it, and the profile loses it', async () => {
    const answer = await upload(target, new Blob([PNG], { type: 'image/png' }));
    const { file_id } = (await answer.json()) as { file_id: number };
    await target.api('ana').PUT('/customer', { body: { customer_id: 1, file_id } });
    expect((await target.api('ana').GET('/customer')).data!.customer.file).toMatchObject({ file_id });
    const renamed = await admin().PUT('/files', { body: { file_id, name: 'retrato.png' } });
    expect(renamed.data?.file.name).toBe('retrato.png');
    const { src } = renamed.data!.file;
    expect((await admin().DELETE('/files/{id}', byId(file_id))).data?.message).toBe('File deleted.');
    expect((await admin().GET('/files/{id}', byId(file_id))).response.status).toBe(404);
    expect((await admin().GET('/customer/admin/{id}', byId(1))).data?.customer).toMatchObject({
      file_id: null,
      file: null,
    });
    if (!src.startsWith('data:'))
      expect((await target.fetch(`/${src.slice('api/'.length)}`)).status).toBe(404);
  });
});
