import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { auditedTransaction, type StaffWrite } from '#server/admin/audit';
import { discountEntity } from '#server/admin/commerce-entities';
import { auditedUpdate, lockRow } from '#server/admin/crud';
import { auditEntries, classPackages, discounts } from '#server/db/schema';
import { NOW } from './support/clock';
import { behaviourBackends, bearer, startServer, type TestServer } from './support/harness';

/*
 * Decision 061: a staff write and its audit entry are one transaction. What the API cannot show
 * (that a failed write leaves no entry, and a failed entry leaves no change) is read here from
 * the database itself.
 */
const BIENVENIDA = 1;
const staff: StaffWrite = {
  actor: { email: 'admin@demo.mx', uid: 'qa-admin' },
  action: 'PUT /discounts',
  now: NOW,
};

describe.each(behaviourBackends())('staff writes and their audit entries on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  const db = () => server.store.db;
  const entries = () => db().select().from(auditEntries).orderBy(auditEntries.audit_id);
  const code = async () =>
    (await db().select().from(discounts).where(eq(discounts.discount_id, BIENVENIDA)))[0]!.discountCode;
  const rename = (to: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/discounts',
      headers: bearer('admin'),
      payload: { discount_id: BIENVENIDA, discountCode: to, amount: 10, is_percent: true },
    });

  it('stores the change and its entry together', async () => {
    const before = (await entries()).length;
    expect((await rename('HOLA10')).statusCode).toBe(200);
    expect(await code()).toBe('HOLA10');
    const added = (await entries()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      createdAt: NOW.toISOString(),
      actor: { email: 'admin@demo.mx', uid: 'qa-admin' },
      action: 'PUT /discounts',
      changes: [
        {
          object_type: 'discount',
          object_id: BIENVENIDA,
          kind: 'updated',
          fields: [{ field: 'discountCode', before: 'BIENVENIDA10', after: 'HOLA10' }],
        },
      ],
    });
  });

  it('leaves neither when the write fails after changing the row', async () => {
    const before = await entries();
    const was = await code();
    const failing = auditedTransaction(db(), staff, async (tx, log) => {
      const row = await lockRow(tx, discountEntity, BIENVENIDA);
      await auditedUpdate(tx, log, discountEntity, row, { discountCode: 'A MEDIAS' });
      throw new Error('the write fails after its update');
    });
    await expect(failing).rejects.toThrow('the write fails after its update');
    expect(await code()).toBe(was);
    expect(await entries()).toEqual(before);
  });

  it('leaves neither when the entry cannot be stored', async () => {
    const before = await entries();
    const was = await code();
    // The log's action is NOT NULL: the database refuses the entry, so the change goes too.
    const broken = { ...staff, action: null as unknown as string };
    const failing = auditedTransaction(db(), broken, async (tx, log) => {
      const row = await lockRow(tx, discountEntity, BIENVENIDA);
      await auditedUpdate(tx, log, discountEntity, row, { discountCode: 'SIN REGISTRO' });
    });
    await expect(failing).rejects.toThrow();
    expect(await code()).toBe(was);
    expect(await entries()).toEqual(before);
  });

  it('a refused save stores nothing', async () => {
    const before = await entries();
    const refused = await rename('MENOS100');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Ya existe un descuento con ese código.',
    ]);
    expect(await entries()).toEqual(before);
  });

  it('a revert puts the stored values back, and both entries point at each other', async () => {
    const price = async () =>
      (await db().select().from(classPackages).where(eq(classPackages.class_package_id, PACKAGE.five)))[0]!;
    const original = await price();
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/class_packages',
      headers: bearer('admin'),
      payload: {
        class_package_id: PACKAGE.five,
        title: '5 clases',
        price: 699.99,
        sale_price: null,
        class_amount: 5,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await price()).toMatchObject({ price_cents: 69_999, sale_price_cents: null });
    const change = (await entries()).at(-1)!;
    expect(change.changes[0]!.fields).toEqual(
      expect.arrayContaining([
        { field: 'price', before: 800, after: 699.99 },
        { field: 'sale_price', before: 750, after: null },
      ]),
    );

    const undone = await server.app.inject({
      method: 'POST',
      url: `/api/audit/${change.audit_id}/revert`,
      headers: bearer('admin'),
    });
    expect([undone.statusCode, undone.json().message]).toEqual([200, 'Cambio deshecho.']);
    expect(await price()).toEqual(original);
    const [entry, revert] = (await entries()).slice(-2);
    expect(entry).toMatchObject({ audit_id: change.audit_id, reverted_by: revert!.audit_id });
    expect(revert).toMatchObject({
      reverts: change.audit_id,
      action: `POST /audit/${change.audit_id}/revert`,
    });
  });
});
