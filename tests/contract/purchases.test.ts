// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInAs, signInWithExpiredToken, signOut } from '#tests/support/sign-in';

describe('purchases', () => {
  it("lists the caller's purchases, newest first, with package and payment method", async () => {
    signInAs('ana');
    const { data } = await api.GET('/purchases');
    const dates = data!.purchases.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data?.purchases.map((p) => p.purchase_id).filter((id) => id <= 3)).toEqual([2, 1, 3]);
    expect(data?.purchases.every((p) => p.customer_id === 1)).toBe(true);
    const pending = data?.purchases.find((p) => p.purchase_id === 2);
    expect(pending).toMatchObject({
      status: 'pending',
      class_package: { title: '5 clases' },
      payment_method: { name: 'Efectivo' },
      customer: { email: 'ana@demo.mx' },
    });
    expect(data?.purchases.find((p) => p.purchase_id === 1)?.payment_method).toBeNull();
    expect(pending?.class_package).not.toHaveProperty('on_home');
  });

  it('opens one purchase of the caller, not anyone else’s', async () => {
    signInAs('ana');
    const own = await api.GET('/purchases/{id}', { params: { path: { id: 1 } } });
    expect(own.data?.purchase).toMatchObject({ purchase_id: 1, total_payment: 1350, status: 'completed' });
    const other = await api.GET('/purchases/{id}', { params: { path: { id: 6 } } });
    expect(other.response.status).toBe(403);
    const missing = await api.GET('/purchases/{id}', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
  });

  it("lists the caller's charges with their package and purchase", async () => {
    signInAs('suscrita');
    const { data } = await api.GET('/invoices');
    expect(data?.invoices.map((invoice) => invoice.invoice_id)).toEqual([2, 1, 4, 3]);
    expect(data?.invoices[0]).toMatchObject({
      purchase_id: 6,
      class_package: { title: 'Membresía mensual' },
      purchase: { purchase_id: 6, status: 'active' },
    });
    signInAs('ana');
    expect((await api.GET('/invoices')).data?.invoices).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    signOut();
    expect((await api.GET('/purchases')).response.status).toBe(401);
    expect((await api.GET('/invoices')).response.status).toBe(401);
    signInWithExpiredToken('suscrita');
    const expired = await api.GET('/purchases');
    expect(expired.error?.code).toBe('auth/id-token-expired');
  });
});
