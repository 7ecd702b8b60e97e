// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs } from '#tests/support/sign-in';

const DAY_MS = 86_400_000;

async function creditsOf(customerId: number) {
  const { data } = await api.GET('/customer/admin/{id}', { params: { path: { id: customerId } } });
  return data!.customer;
}

describe('admin customer lookups', () => {
  it('pages the customer list by 20 with the total, without related lists', async () => {
    signInAs('admin');
    const first = await api.GET('/customer/admin/all', { params: { query: { page: 1 } } });
    expect(first.data?.total).toBe(22);
    expect(first.data?.customers).toHaveLength(20);
    expect(first.data?.customers[0]).not.toHaveProperty('purchases');
    const second = await api.GET('/customer/admin/all', { params: { query: { page: 2 } } });
    expect(second.data?.customers).toHaveLength(2);
  });

  it('searches name, last name, email and phone, ignoring accents', async () => {
    signInAs('admin');
    const byName = await api.GET('/customer/admin/all', { params: { query: { query: 'ana garcia' } } });
    expect(byName.data?.customers.map((customer) => customer.email)).toEqual(['ana@demo.mx']);
    expect(byName.data?.total).toBe(1);
    const byPhone = await api.GET('/customer/query', { params: { query: { query: '5577777777' } } });
    expect(byPhone.data?.customers.map((customer) => customer.customer_id)).toEqual([7]);
  });

  it('shows one customer with purchases, or 404', async () => {
    signInAs('admin');
    const customer = await creditsOf(1);
    expect(customer.purchases?.length).toBeGreaterThan(0);
    const missing = await api.GET('/customer/admin/{id}', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBe('No encontramos a esa clienta.');
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await api.GET('/customer/admin/all')).response.status).toBe(401);
    signInAs('ana');
    const customer = await api.GET('/customer/query', { params: { query: { query: 'ana' } } });
    expect(customer.response.status).toBe(403);
    expect(customer.error?.message).toBe('No tienes permiso para hacer esto.');
  });
});

describe('giving and revoking access', () => {
  it('gives a package as a free purchase and its credits, with the chosen days', async () => {
    signInAs('admin');
    const { data } = await api.POST('/customer/giveAccess', {
      body: { customer_id: 4, class_package_id: PACKAGE.ten, package_days: 10, is_gift: true, bill: true },
    });
    expect(data?.message).toBe('¡Acceso agregado!');
    const customer = await creditsOf(4);
    const purchase = customer.purchases?.find((p) => p.class_package_id === PACKAGE.ten);
    expect(purchase).toMatchObject({ status: 'completed', total_payment: 0, title: '10 clases' });
    expect(customer.invoices?.map((invoice) => invoice.purchase_id)).toContain(purchase!.purchase_id);
    const row = customer.available_classes?.find((r) => r.available_classes === 10);
    const days = (new Date(row!.expiration_date!).getTime() - mockNow().getTime()) / DAY_MS;
    expect(days).toBeCloseTo(10, 1);

    signInAs('sincreditos');
    const mine = await api.GET('/customer/available_classes');
    expect(mine.data?.available_classes.map((r) => r.available_classes)).toEqual([10]);
  });

  it('turns an unlimited package into an unlimited membership', async () => {
    signInAs('admin');
    await api.POST('/customer/giveAccess', { body: { customer_id: 4, class_package_id: PACKAGE.unlimited } });
    const customer = await creditsOf(4);
    expect(customer.has_unlimited).toBe(true);
    const days =
      (new Date(customer.unlimited_membership_expiration!).getTime() - mockNow().getTime()) / DAY_MS;
    expect(days).toBeCloseTo(30, 1);
    expect(customer.purchases?.[0]?.total_payment).toBe(2200);
  });

  it('answers 404 for an unknown customer or package', async () => {
    signInAs('admin');
    const noPackage = await api.POST('/customer/giveAccess', {
      body: { customer_id: 4, class_package_id: 999 },
    });
    expect(noPackage.response.status).toBe(404);
    expect(noPackage.error?.message).toBe('No encontramos ese paquete.');
    const noCustomer = await api.POST('/customer/giveAccess', {
      body: { customer_id: 999, class_package_id: 1 },
    });
    expect(noCustomer.response.status).toBe(404);
  });

  it('revokes a purchase: its credits and the unlimited membership go', async () => {
    signInAs('admin');
    const { data } = await api.PUT('/customer/revokeAccess', { body: { purchase_id: 4 } });
    expect(data?.message).toBe('¡Acceso eliminado!');
    const customer = await creditsOf(2);
    expect(customer.purchases?.find((p) => p.purchase_id === 4)?.status).toBe('revoked');
    expect(customer.has_unlimited).toBe(false);
    expect(customer.available_classes).toEqual([]);
    const again = await api.PUT('/customer/revokeAccess', { body: { purchase_id: 4 } });
    expect(again.response.status).toBe(400);
    expect((await api.PUT('/customer/revokeAccess', { body: { purchase_id: 999 } })).response.status).toBe(
      404,
    );
  });
});

describe('removing classes', () => {
  it('takes credits from the rows that expire first', async () => {
    signInAs('admin');
    await api.POST('/customer/giveAccess', {
      body: { customer_id: 1, class_package_id: PACKAGE.five, package_days: 5, is_gift: true },
    });
    const { data } = await api.PUT('/customer/removeClasses', { body: { customer_id: 1, amount: 6 } });
    expect(data?.message).toBe('¡Clases Restadas!');
    signInAs('ana');
    const rows = (await api.GET('/customer/available_classes')).data!.available_classes;
    expect(rows.map((row) => row.available_classes)).toEqual([9, 0]);
  });

  it('refuses to remove more than the customer has', async () => {
    signInAs('admin');
    const { response, error } = await api.PUT('/customer/removeClasses', {
      body: { customer_id: 1, amount: 11 },
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('No se pueden restar 11 clases: la clienta solo tiene 10 disponibles.');
    expect((await creditsOf(1)).available_classes?.[0]?.available_classes).toBe(10);
  });
});
