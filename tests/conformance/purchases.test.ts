import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { personas } from '#mocks/personas';
import { daysFromNow } from '#mocks/seed/time';
import { orderNumber } from '#src/domain/purchase-status';
import { NOW } from '#tests/server/support/clock';
import { targets, useTarget } from './support/targets';

/** The customer's purchases and charges (customer-booking §4), on the mocks and the server. */
const OPERATIONS = ['listMyPurchases', 'getPurchase', 'listMyInvoices'];

describe.each(targets(OPERATIONS))('purchases and invoices on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });
  const byId = (id: number) => ({ params: { path: { id } } });

  it("lists the caller's purchases, newest first, in pesos, with package, email and payment method", async () => {
    const { data } = await target.api('ana').GET('/purchases');
    expect(data?.purchases.map((purchase) => purchase.purchase_id)).toEqual([2, 9, 1, 3]); // 9: the online package (mocks/seed/content.ts)
    expect(orderNumber(data!.purchases[0]!.purchase_id)).toBe('#002');
    const { class_package, ...pending } = data!.purchases[0]!;
    expect(pending).toEqual({
      purchase_id: 2,
      customer_id: personas.ana.customer_id,
      class_package_id: PACKAGE.five,
      title: '5 clases',
      amount: 800,
      total_payment: 750,
      createdAt: daysFromNow(-2, NOW),
      updatedAt: daysFromNow(-2, NOW),
      cancelledAt: null,
      status: 'pending',
      class_amount: 5,
      payment_method_id: 1,
      subscription_id: null,
      subscription_interval: null,
      subscription_period: null,
      free_trial_length: null,
      expiration_days: 30,
      customer: { email: 'ana@demo.mx' },
      payment_method: {
        name: 'Efectivo',
        instructions:
          '<p>Paga en la recepción de cualquiera de nuestras sedes o deposita a la cuenta indicada. Tu compra se activa al confirmar el pago.</p>',
      },
    });
    expect(class_package).toMatchObject({ class_package_id: PACKAGE.five, price: 800, sale_price: 750 });
    expect(class_package).not.toHaveProperty('on_home');
    expect(data?.purchases[1]?.payment_method).toBeNull();
  });

  it('opens a purchase to its buyer and to staff, to nobody else', async () => {
    const own = await target.api('ana').GET('/purchases/{id}', byId(1));
    expect(own.data?.purchase).toMatchObject({ purchase_id: 1, total_payment: 1350, status: 'completed' });
    const other = await target.api('ana').GET('/purchases/{id}', byId(6));
    expect([other.response.status, other.error?.message]).toEqual([403, 'Esta compra no es tuya.']);
    const missing = await target.api('ana').GET('/purchases/{id}', byId(999));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'No encontramos esta compra.']);
    expect((await target.api('admin').GET('/purchases/{id}', byId(6))).data?.purchase.purchase_id).toBe(6);
  });

  it("lists the caller's charges, newest first, with their package and purchase", async () => {
    const { data } = await target.api('suscrita').GET('/invoices');
    expect(
      data?.invoices.map((invoice) => [invoice.invoice_id, invoice.total_payment, invoice.status]),
    ).toEqual([
      [2, 1599, 'completed'],
      [1, 1599, 'completed'],
      [4, 1599, 'failed'],
      [3, 1599, 'completed'],
    ]);
    expect(data?.invoices[0]).toMatchObject({
      purchase_id: 6,
      createdAt: daysFromNow(-10, NOW),
      class_package: { title: 'Membresía mensual' },
      purchase: { purchase_id: 6, status: 'active', subscription_id: 'sub_mock_0006' },
    });
    expect((await target.api('ana').GET('/invoices')).data?.invoices).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    expect((await target.api().GET('/purchases')).response.status).toBe(401);
    expect((await target.api().GET('/invoices')).response.status).toBe(401);
    expect((await target.api().GET('/purchases/{id}', byId(1))).response.status).toBe(401);
  });
});

describe.each(targets([...OPERATIONS, 'cancelSubscription']))(
  'cancelling a subscription on $name',
  (shell) => {
    const target = useTarget(shell);
    const cancel = (as: 'suscrita' | 'ana' | undefined, id: number, reason: string) =>
      target.api(as).POST('/purchases/cancel/{id}', { params: { path: { id } }, body: { reason } });

    it('cancels an active subscription given a reason, once', async () => {
      const empty = await cancel('suscrita', 6, '   ');
      expect([empty.response.status, empty.error?.message]).toEqual([
        400,
        'Debes indicar un motivo de cancelación.',
      ]);
      const done = await cancel('suscrita', 6, 'Me mudo de ciudad');
      expect(done.data?.message).toBe('¡Suscripción cancelada!');
      const shown = (await target.api('suscrita').GET('/purchases/{id}', { params: { path: { id: 6 } } }))
        .data!.purchase;
      expect([shown.status, shown.cancelledAt]).toEqual(['cancelled', NOW.toISOString()]);
      const again = await cancel('suscrita', 6, 'Otra vez');
      expect([again.response.status, again.error?.message]).toEqual([
        412,
        'Solo puedes cancelar una suscripción activa.',
      ]);
    });

    it('cancels only subscriptions, and only the caller’s', async () => {
      expect((await cancel('suscrita', 8, 'No la quiero')).response.status).toBe(412);
      expect((await cancel('ana', 1, 'No la quiero')).response.status).toBe(412);
      expect((await cancel('ana', 6, 'No es mía')).response.status).toBe(403);
      expect((await cancel('ana', 999, 'No existe')).response.status).toBe(404);
      expect((await cancel(undefined, 6, 'x')).response.status).toBe(401);
    });
  },
);
