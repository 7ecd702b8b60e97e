import { describe, expect, it } from 'vitest';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { NOW } from './support/clock';
import { startFakeS3, type FakeS3 } from './support/fake-s3';
import { behaviourBackends } from './support/harness';
import { useServerWithFake } from './support/provider-server';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 7,
]);
const token = (who: 'ana' | 'admin') => `Bearer ${mintIdToken({ ...personas[who], now: NOW })}`;

// The SDK's credential chain reads these; the fake does not check signatures.
process.env.AWS_ACCESS_KEY_ID ??= 'AKIAFAKE';
process.env.AWS_SECRET_ACCESS_KEY ??= 'fake-secret';

/** files_location 'aws': uploads go to an S3-compatible store through the AWS SDK, faked at its HTTP edge. */
describe.each(behaviourBackends())('cloud uploads on %s', (backend) => {
  const context = useServerWithFake<FakeS3>(backend, startFakeS3, (fake) => ({ s3ApiUrl: fake.url }));

  async function configure(bucket: string | null, region: string | null) {
    for (const [key, value] of Object.entries({ bucket, region })) {
      await context.server.app.inject({
        method: 'PUT',
        url: '/api/__test__/config',
        payload: { key, value },
      });
    }
  }

  async function upload(bytes: Buffer, name = 'cartel.png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const request = new Request('http://studio/api/files/s3', { method: 'POST', body: form });
    return context.server.app.inject({
      method: 'POST',
      url: '/api/files/s3',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, authorization: token('ana') },
    });
  }

  const fileRows = () =>
    context.server.app.inject({
      method: 'GET',
      url: '/api/files',
      headers: { authorization: token('admin') },
    });

  it('puts the bytes in the bucket under uploads/ with their type, and records the key', async () => {
    await configure('estudio-archivos', 'us-east-1');
    const answer = await upload(PNG);
    expect(answer.statusCode).toBe(200);
    const [path, object] = [...context.fake.objects][0]!;
    expect(path).toMatch(/^estudio-archivos\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(object).toEqual({ bytes: PNG, type: 'image/png' });
    const { file_id } = answer.json() as { file_id: number };
    const files = (await fileRows()).json() as { files: Array<{ file_id: number; src: string }> };
    expect(files.files.find((file) => file.file_id === file_id)?.src).toBe(
      path.slice('estudio-archivos/'.length),
    );

    const removed = await context.server.app.inject({
      method: 'DELETE',
      url: `/api/files/${file_id}`,
      headers: { authorization: token('admin') },
    });
    expect(removed.statusCode).toBe(200);
    expect(context.fake.objects.size).toBe(0);
  });

  it('records nothing when the store refuses the bytes', async () => {
    await configure('estudio-archivos', 'us-east-1');
    const before = ((await fileRows()).json() as { files: unknown[] }).files.length;
    context.fake.failPuts();
    const answer = await upload(PNG);
    expect([answer.statusCode, answer.json().message]).toEqual([500, expect.any(String)]);
    expect(((await fileRows()).json() as { files: unknown[] }).files).toHaveLength(before);
  });

  it('answers in Spanish when the studio has no bucket configured', async () => {
    await configure(null, null);
    const answer = await upload(PNG);
    expect([answer.statusCode, answer.json().message]).toEqual([
      503,
      'El almacenamiento en la nube no está configurado (bucket y region). Avísale al estudio.',
    ]);
    expect(context.fake.objects.size).toBe(0);
  });
});
