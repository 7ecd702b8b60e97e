// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createResourceEditActors } from '#machines/resource-edit/actors';
import { createResourceListActors } from '#machines/resource-list/actors';
import { bodyOf, valuesOf, type FormValues } from '#src/domain/resource-form';
import { filledSpots } from '#src/domain/spot-map-editor';
import { api } from '#src/api/client';
import { ADMIN_RESOURCES } from '#src/admin/resources/all';
import type { FormField } from '#src/admin/resources/definition';
import { server } from '#mocks/node';
import { requestBodyViolation } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

/**
 * Table-driven over every resource definition of the back-office: its list, save (POST then
 * PUT) and delete calls, made by the generic machines' real actors, are operations of the
 * contract, send bodies its schemas accept (checked here) and get answers it declares (checked
 * for every answer by the suite's setup); a customer gets 403 on each write.
 */
function sample(field: FormField, key: string): FormValues[string] {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'money':
      return '120.50';
    case 'number':
      return String(Math.max(field.min ?? 0, 1));
    case 'credits':
      return '5';
    case 'select':
      return field.options?.[0]?.value ?? '';
    case 'colour':
      return '#112233';
    case 'slug':
      return `qa-${key}`;
    case 'date':
      return '1990-05-01';
    case 'html':
      return '<p>Hola</p>';
    case 'rowSizes':
      return '4,5,5';
    case 'spots':
      return filledSpots(2, 3);
    case 'list':
      return JSON.stringify([{ class_type_id: 1, class_amount: 4, expiration_days: 30 }]);
    case 'image':
    case 'file':
      return null;
    default:
      return `QA ${field.label}`;
  }
}

async function run<T>(logic: AnyActorLogic, input?: unknown): Promise<T> {
  return (await toPromise(createActor(logic, { input }).start())) as T;
}

const CUSTOMER_WRITABLE = new Set(['direcciones']);

async function uploaded(): Promise<number> {
  const form = new FormData();
  // A PNG's signature: uploads are checked on their bytes (src/domain/uploads.ts).
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]);
  form.append('file', new Blob([png], { type: 'image/png' }), 'nota.png');
  const answer = await api.POST('/files', {
    body: form as unknown as { file: string },
    bodySerializer: (body) => body as unknown as FormData,
  });
  return answer.data!.file_id;
}

let sent: Array<Promise<string | null>> = [];
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => {
    if (!['POST', 'PUT'].includes(request.method) || !request.headers.get('content-type')?.includes('json'))
      return;
    sent.push(
      request
        .clone()
        .json()
        .then((body: unknown) => requestBodyViolation(request.method, request.url, body)),
    );
  });
});
afterEach(async () => {
  server.events.removeAllListeners('request:start');
  expect((await Promise.all(sent)).filter(Boolean), 'request bodies that break openapi.yaml').toEqual([]);
});

// A read-only resource (the emails sent) has no writes to run.
describe.each(
  ADMIN_RESOURCES.filter((resource) => !resource.readOnly).map(
    (resource) => [resource.key, resource] as const,
  ),
)('the %s resource', (key, resource) => {
  const edit = createResourceEditActors(resource.api);
  const list = createResourceListActors(resource.api);
  const values = () =>
    Object.fromEntries(resource.fields.map((field) => [field.name, sample(field, key)])) as FormValues;
  const idOf = (record: Record<string, unknown>) => record[resource.api.idKey] as number;

  it('lists, creates with POST, reads, updates with PUT and deletes as an admin', async () => {
    signInAs('admin');
    const before = await run<Record<string, unknown>[]>(list.listRecords);
    expect(Array.isArray(before)).toBe(true);

    const body = bodyOf(resource.fields, { ...valuesOf(resource.fields, resource.defaults), ...values() });
    // Files are created by their upload (multipart POST), then renamed with the generic PUT.
    const id = resource.createByUpload
      ? await uploaded()
      : idOf(await run<Record<string, unknown>>(edit.saveRecord, { id: null, body }));
    expect(typeof id).toBe('number');
    expect((await run<Record<string, unknown>[]>(list.listRecords)).map(idOf)).toContain(id);

    const loaded = await run<Record<string, unknown>>(edit.loadRecord, { id });
    expect(idOf(loaded)).toBe(id);
    const updated = await run<Record<string, unknown>>(edit.saveRecord, { id, body });
    expect(idOf(updated)).toBe(id);

    await run(edit.removeRecord, { id });
    expect((await run<Record<string, unknown>[]>(list.listRecords)).map(idOf)).not.toContain(id);
  });

  // A customer writes their own billing addresses (mocks/customers/address-input.ts).
  it.skipIf(CUSTOMER_WRITABLE.has(key))('refuses every write to a customer with 403', async () => {
    signInAs('ana');
    const body = bodyOf(resource.fields, { ...valuesOf(resource.fields, resource.defaults), ...values() });
    const existing = idOf(
      (await run<Record<string, unknown>[]>(list.listRecords).catch(() => [{}]))[0] ?? {},
    );
    for (const attempt of [
      ...(resource.createByUpload ? [] : [() => run(edit.saveRecord, { id: null, body })]),
      () => run(edit.saveRecord, { id: existing ?? 1, body }),
      () => run(edit.removeRecord, { id: existing ?? 1 }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ kind: 'forbidden' });
    }
  });
});
