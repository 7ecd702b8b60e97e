import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/** The audit log of staff writes (decisions 023, 061): history and undo, on the mocks and the server. */
const OPERATIONS = [
  'adminListAudit',
  'adminRevertAudit',
  'createDiscount',
  'updateDiscount',
  'getDiscount',
  'updateClassPackage',
  'getClassPackage',
  'createProgram',
];

const BIENVENIDA = 1;

describe.each(targets(OPERATIONS))('the audit log on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');
  const history = async (object_type: string, object_id: number) =>
    (await admin().GET('/audit', { params: { query: { object_type, object_id } } })).data!.entries;
  const revert = (id: number) => admin().POST('/audit/{id}/revert', { params: { path: { id } } });

  it('records who changed which fields, before and after, and undoes it once', async () => {
    await admin().PUT('/discounts', {
      body: { discount_id: BIENVENIDA, discountCode: 'BIENVENIDA15', amount: 15, is_percent: true },
    });
    const [entry, ...older] = await history('discount', BIENVENIDA);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      actor: { email: 'admin@demo.mx', uid: 'qa-admin' },
      action: 'PUT /discounts',
      revertible: true,
      reverted_by: null,
      reverts: null,
    });
    expect(entry!.changes).toHaveLength(1);
    expect(entry!.changes[0]).toMatchObject({
      object_type: 'discount',
      object_id: BIENVENIDA,
      kind: 'updated',
    });
    expect(entry!.changes[0]!.fields).toEqual(
      expect.arrayContaining([
        { field: 'discountCode', before: 'BIENVENIDA10', after: 'BIENVENIDA15' },
        { field: 'amount', before: 10, after: 15 },
      ]),
    );
    expect(entry!.changes[0]!.fields).toHaveLength(2);

    expect((await revert(entry!.audit_id)).data?.message).toBe('Cambio deshecho.');
    const restored = (await admin().GET('/discounts/{id}', { params: { path: { id: BIENVENIDA } } })).data!;
    expect(restored.discount).toMatchObject({ discountCode: 'BIENVENIDA10', amount: 10 });
    const [undo, original] = await history('discount', BIENVENIDA);
    expect(undo).toMatchObject({ action: `POST /audit/${entry!.audit_id}/revert`, reverts: entry!.audit_id });
    expect(original).toMatchObject({ reverted_by: undo!.audit_id, revertible: false });
    const again = await revert(entry!.audit_id);
    expect([again.response.status, again.error?.message]).toEqual([409, 'Este cambio ya se deshizo.']);
  });

  it('refuses to undo a value changed again since, or a creation', async () => {
    const save = (price: number) =>
      admin().PUT('/class_packages', {
        body: { class_package_id: PACKAGE.five, title: '5 clases', price, class_amount: 5 },
      });
    await save(700);
    const [first] = await history('class_package', PACKAGE.five);
    expect(first!.changes[0]!.fields).toContainEqual({ field: 'price', before: 800, after: 700 });
    await save(650);
    const stale = await revert(first!.audit_id);
    expect([stale.response.status, stale.error?.message]).toEqual([
      409,
      'Los datos cambiaron después de este cambio; ya no se puede deshacer.',
    ]);
    expect((await history('class_package', PACKAGE.five))[1]!.revertible).toBe(false);

    const created = await admin().POST('/discounts', {
      body: { discountCode: 'NUEVO', amount: 5, is_percent: true },
    });
    const [creation] = await history('discount', created.data!.discount.discount_id);
    expect(creation!.changes[0]).toMatchObject({ kind: 'created' });
    const refused = await revert(creation!.audit_id);
    expect([refused.response.status, refused.error?.message]).toEqual([
      400,
      'Solo se puede deshacer un cambio de valores, no un alta ni una baja.',
    ]);
    const unknown = await revert(99_999);
    expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'No encontramos ese cambio.']);
  });

  it('with related, lists the changes of records that point at the object', async () => {
    const created = (await admin().POST('/programs', { body: { name: 'Movilidad', file_id: 2 } })).data!
      .program;
    const related = async (related: boolean) =>
      (await admin().GET('/audit', { params: { query: { object_type: 'file', object_id: 2, related } } }))
        .data!.entries;
    expect(await related(false)).toEqual([]);
    const [entry] = await related(true);
    expect(entry!.action).toBe('POST /programs');
    expect(entry!.changes).toEqual([
      {
        object_type: 'program',
        object_id: created.program_id,
        refs: { file_id: 2 },
        kind: 'created',
        fields: expect.arrayContaining([
          { field: 'name', after: 'Movilidad' },
          { field: 'file_id', after: 2 },
        ]),
      },
    ]);
  });

  it('keeps the log for admins: 401 without a token, 403 to a customer', async () => {
    await admin().PUT('/discounts', {
      body: { discount_id: BIENVENIDA, discountCode: 'OTRO', amount: 10, is_percent: true },
    });
    const [entry] = await history('discount', BIENVENIDA);
    await expectStaffOnly(target, (api) => [
      api.GET('/audit', { params: { query: { object_type: 'discount', object_id: BIENVENIDA } } }),
      api.POST('/audit/{id}/revert', { params: { path: { id: entry!.audit_id } } }),
    ]);
    const still = (await admin().GET('/discounts/{id}', { params: { path: { id: BIENVENIDA } } })).data!;
    expect(still.discount.discountCode).toBe('OTRO');
  });
});
