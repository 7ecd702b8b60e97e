// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs } from '#tests/support/sign-in';
import { expectAdminOnly, expectAnswer } from '#tests/support/contract';

const ANA = 1;
const history = (object_type: string, object_id: number, related = false) =>
  api.GET('/audit', { params: { query: { object_type, object_id, related } } });

describe('the audit log records every admin write in one place', () => {
  it('records giving access with who, what and the records it created', async () => {
    signInAs('admin');
    await api.POST('/customer/giveAccess', {
      body: { customer_id: ANA, class_package_id: PACKAGE.five, is_gift: true, bill: false },
    });
    const { data } = await history('customer', ANA, true);
    const [entry] = data!.entries;
    expect(entry).toMatchObject({
      actor: { email: 'admin@demo.mx' },
      action: 'POST /customer/giveAccess',
      revertible: false,
      reverted_by: null,
    });
    const purchase = entry!.changes.find((change) => change.object_type === 'purchase');
    expect(purchase).toMatchObject({ kind: 'created', refs: { customer_id: ANA } });
    expect(purchase!.fields).toContainEqual({ field: 'total_payment', after: 0 });
    expect(entry!.changes.some((change) => change.object_type === 'available_class')).toBe(true);
  });

  it('records a plain resource edit (no code of its own) and reverts it once', async () => {
    signInAs('admin');
    const before = (await api.GET('/tags/{id}', { params: { path: { id: 1 } } })).data!.tag;
    await api.PUT('/tags', { body: { tag_id: 1, name: 'Nombre nuevo', type: before.type } });
    const [entry] = (await history('tag', 1)).data!.entries;
    expect(entry!.changes).toEqual([
      expect.objectContaining({
        object_type: 'tag',
        kind: 'updated',
        fields: [{ field: 'name', before: before.name, after: 'Nombre nuevo' }],
      }),
    ]);
    expect(entry!.revertible).toBe(true);

    const reverted = await api.POST('/audit/{id}/revert', { params: { path: { id: entry!.audit_id } } });
    expect(reverted.data?.message).toBe('Cambio deshecho.');
    expect((await api.GET('/tags/{id}', { params: { path: { id: 1 } } })).data!.tag.name).toBe(before.name);
    const [revert, original] = (await history('tag', 1)).data!.entries;
    expect(revert).toMatchObject({
      action: `POST /audit/${entry!.audit_id}/revert`,
      reverts: entry!.audit_id,
    });
    expect(original).toMatchObject({ reverted_by: revert!.audit_id, revertible: false });
    expectAnswer(
      await api.POST('/audit/{id}/revert', { params: { path: { id: entry!.audit_id } } }),
      409,
      'Este cambio ya se deshizo.',
    );
  });

  it('refuses to revert a value changed again since, and a creation', async () => {
    signInAs('admin');
    await api.PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 1 } });
    const [removal] = (await history('customer', ANA, true)).data!.entries;
    expect(removal!.revertible).toBe(true);
    await api.PUT('/customer/removeClasses', { body: { customer_id: ANA, amount: 1 } });
    expectAnswer(
      await api.POST('/audit/{id}/revert', { params: { path: { id: removal!.audit_id } } }),
      409,
      'Los datos cambiaron después de este cambio; ya no se puede deshacer.',
    );
    await api.POST('/customer/giveAccess', { body: { customer_id: ANA, class_package_id: PACKAGE.five } });
    const [gift] = (await history('customer', ANA, true)).data!.entries;
    expectAnswer(await api.POST('/audit/{id}/revert', { params: { path: { id: gift!.audit_id } } }), 400);
  });

  it('leaves customers’ own writes out, and is for admins only', async () => {
    signInAs('ana');
    await api.PUT('/customer', { body: { customer_id: ANA, name: 'Ana María' } });
    signInAs('admin');
    expect((await history('customer', ANA)).data!.entries).toEqual([]);
    await expectAdminOnly(
      () => history('customer', ANA),
      () => history('customer', ANA),
      () => api.POST('/audit/{id}/revert', { params: { path: { id: 1 } } }),
    );
  });
});

describe('a customer’s bookings for the admin page', () => {
  it('lists reservations and waitlists with their classes', async () => {
    signInAs('admin');
    const { data } = await api.GET('/customer/admin/{id}/bookings', { params: { path: { id: ANA } } });
    expect(data!.class_reservations.length).toBeGreaterThan(0);
    expect(data!.class_reservations[0]!.single_class?.class_type?.name).toBeTruthy();
    expect(Array.isArray(data!.waitlists)).toBe(true);
    const missing = await api.GET('/customer/admin/{id}/bookings', { params: { path: { id: 999 } } });
    expectAnswer(missing, 404, 'No encontramos a esa clienta.');
  });
});
