import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { NOW } from '#tests/server/support/clock';
import { commerceReads } from './support/commerce-reads';
import { targets, useTarget } from './support/targets';

/**
 * Buying in cash and claiming a free offer (commerce §4, §5, §8), on the mocks and the server:
 * the purchase stored, what it grants, the shared refusals and an Idempotency-Key replay.
 */
const OPERATIONS = [
  'checkoutAttempt',
  'getPurchase',
  'listMyPurchases',
  'listMyCredits',
  'adminListSpecialEventAttendees',
  'listPaymentMethods',
];

const DAY_MS = 86_400_000;
const CASH_INSTRUCTIONS =
  '<p>Paga en la recepción de cualquiera de nuestras sedes o deposita a la cuenta indicada. Tu compra se activa al confirmar el pago.</p>';

type Body = {
  class_package_id: number;
  payment_method: 'cash' | 'free' | 'paypal';
  payment_method_id?: number;
  discountCode?: string;
};

describe.each(targets(OPERATIONS))('checkout in cash or free on $name', (shell) => {
  const target = useTarget(shell);
  const attempt = (body: Body, headers: Record<string, string> = {}) =>
    target.api('sincreditos').POST('/checkout/attempt', { body, headers });
  const { purchase, grantedCredits } = commerceReads(target, 'sincreditos');

  it('an attempt for the payment button leaves a pending purchase that grants nothing yet', async () => {
    const { response, data } = await attempt({ class_package_id: PACKAGE.ten, payment_method: 'paypal' });
    expect([response.status, data]).toEqual([200, { purchase_id: expect.any(Number), status: 'pending' }]);
    expect((await purchase(data!.purchase_id!))?.status).toBe('pending');
    expect(await grantedCredits()).toEqual([]);
  });

  it("lists the studio's payment methods to anyone, with their instructions", async () => {
    const { data } = await target.api().GET('/payment_methods');
    expect(data?.payment_methods.map((method) => [method.payment_method_id, method.name])).toEqual([
      [1, 'Efectivo'],
      [2, 'Transferencia'],
      [3, 'Tarjeta de crédito o débito'],
    ]);
    expect(data?.payment_methods[0]?.instructions).toBe(CASH_INSTRUCTIONS);
  });

  it('leaves a cash purchase pending with the studio cash method and its instructions, granting nothing', async () => {
    const { data } = await attempt({ class_package_id: PACKAGE.ten, payment_method: 'cash' });
    expect(data).toEqual({ purchase_id: expect.any(Number), status: 'pending' });
    expect(await purchase(data!.purchase_id!)).toMatchObject({
      customer_id: personas.sincreditos.customer_id,
      class_package_id: PACKAGE.ten,
      status: 'pending',
      amount: 1500,
      total_payment: 1350,
      createdAt: NOW.toISOString(),
      payment_method_id: 1,
      payment_method: { name: 'Efectivo', instructions: CASH_INSTRUCTIONS },
    });
    expect(await grantedCredits()).toEqual([]);

    const chosen = await attempt({
      class_package_id: PACKAGE.single,
      payment_method: 'cash',
      payment_method_id: 2,
    });
    expect((await purchase(chosen.data!.purchase_id!))?.payment_method?.name).toBe('Transferencia');
  });

  it('prices a code on the sale price or the regular price, in cents', async () => {
    const totals: number[] = [];
    for (const [class_package_id, discountCode] of [
      [PACKAGE.five, 'bienvenida10'], // 750 on sale, codes stack on it: 675
      [PACKAGE.five, 'MENOS100'], // 750 − 100 = 650
      [PACKAGE.ten, 'MENOS100'], // no stacking: 1500 − 100 = 1400, but never above the 1350 offer
      [PACKAGE.single, 'BIENVENIDA10'], // 180 − 10 % = 162
    ] as const) {
      const { data } = await attempt({ class_package_id, payment_method: 'cash', discountCode });
      totals.push((await purchase(data!.purchase_id!))!.total_payment);
    }
    expect(totals).toEqual([675, 650, 1350, 162]);
  });

  it('gives a free offer at once, completed, with its credit and its expiry', async () => {
    const { data } = await attempt({ class_package_id: PACKAGE.freeWelcome, payment_method: 'free' });
    expect(data).toEqual({ purchase_id: expect.any(Number), status: 'completed' });
    expect(await grantedCredits()).toEqual([
      expect.objectContaining({
        purchase_id: data!.purchase_id,
        available_classes: 1,
        class_types: null,
        expiration_date: new Date(NOW.getTime() + 30 * DAY_MS).toISOString(),
      }),
    ]);
    const paid = await attempt({ class_package_id: PACKAGE.single, payment_method: 'free' });
    expect([paid.response.status, paid.error?.message]).toEqual([
      400,
      'Este paquete no es gratuito: elige un método de pago.',
    ]);
  });

  it('refuses past the limit per customer (409), a missing package (404) and a bad code (412)', async () => {
    expect((await attempt({ class_package_id: PACKAGE.trial, payment_method: 'cash' })).response.status).toBe(
      200,
    );
    const again = await attempt({ class_package_id: PACKAGE.trial, payment_method: 'cash' });
    expect([again.response.status, again.error?.message, again.error?.code]).toEqual([
      409,
      'Lo sentimos, ya has alcanzado el límite de compras de este paquete.',
      'purchase_limit',
    ]);
    const missing = await attempt({ class_package_id: 9999, payment_method: 'cash' });
    expect([missing.response.status, missing.error?.message]).toEqual([
      404,
      'Lo sentimos, no encontramos el paquete que quieres comprar.',
    ]);
    for (const [discountCode, message, code] of [
      ['NOEXISTE', 'Lo sentimos, ese descuento no es válido.', 'discount_invalid'],
      ['AGOTADO', 'Lo sentimos. No puedes usar este descuento', 'discount_exhausted'],
    ]) {
      const refused = await attempt({ class_package_id: PACKAGE.five, payment_method: 'cash', discountCode });
      expect([refused.response.status, refused.error?.message, refused.error?.code]).toEqual([
        412,
        message,
        code,
      ]);
    }
    const unknownMethod = await attempt({
      class_package_id: PACKAGE.five,
      payment_method: 'cash',
      payment_method_id: 99,
    });
    expect([unknownMethod.response.status, unknownMethod.error?.message]).toEqual([
      400,
      'No has seleccionado un método de pago.',
    ]);
    // Only the first trial was bought.
    const { data } = await target.api('sincreditos').GET('/purchases');
    expect(data?.purchases.filter((row) => row.class_package_id !== PACKAGE.online)).toHaveLength(1);
  });

  it('refuses cash when the studio turns it off', async () => {
    await target.setConfig({ cash_checkout_enabled: 'false' });
    const refused = await attempt({ class_package_id: PACKAGE.five, payment_method: 'cash' });
    expect([refused.response.status, refused.error?.message]).toEqual([
      400,
      'El pago en efectivo no está disponible.',
    ]);
  });

  it('answers a retry with the same Idempotency-Key as the first time, buying once', async () => {
    const before = (await target.api('sincreditos').GET('/purchases')).data!.purchases.length;
    const headers = { 'Idempotency-Key': 'compra-1' };
    const first = await attempt({ class_package_id: PACKAGE.five, payment_method: 'cash' }, headers);
    const retry = await attempt({ class_package_id: PACKAGE.five, payment_method: 'cash' }, headers);
    expect(retry.data).toEqual(first.data);
    expect((await target.api('sincreditos').GET('/purchases')).data!.purchases).toHaveLength(before + 1);
    const other = await attempt(
      { class_package_id: PACKAGE.five, payment_method: 'cash' },
      { 'Idempotency-Key': 'compra-2' },
    );
    expect(other.data?.purchase_id).not.toBe(first.data?.purchase_id);
  });

  it("holds a special event's place with a pending cash purchase: its buyer is an attendee", async () => {
    await attempt({ class_package_id: PACKAGE.specialEvent, payment_method: 'cash' });
    const { data } = await target
      .api('admin')
      .GET('/class_packages/especiales/{id}/asistentes', { params: { path: { id: PACKAGE.specialEvent } } });
    expect(data?.customers.map((customer) => customer.customer_id)).toEqual([
      personas.sincreditos.customer_id,
    ]);
  });
});
