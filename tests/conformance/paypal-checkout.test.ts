import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { commerceReads } from './support/commerce-reads';
import { targets, useTarget } from './support/targets';

/**
 * The payment button (commerce §4 checkout flow, decision 066), on the mocks (their fake button)
 * and the server (PayPal's REST API faked on a local port): an order backed by a pending purchase
 * that grants nothing, then the capture that makes it paid and grants its credits, once.
 */
const OPERATIONS = ['checkoutPaypal', 'checkoutCapture', 'getPurchase', 'listMyCredits', 'listMyPurchases'];

describe.each(targets(OPERATIONS))('PayPal checkout on $name', (shell) => {
  const target = useTarget(shell);
  const order = (class_package_id: number, headers: Record<string, string> = {}, discountCode?: string) =>
    target.api('sincreditos').POST('/checkout/paypal', {
      body: { class_package_id, ...(discountCode ? { discountCode } : {}) },
      params: { header: headers },
    });
  const capture = (
    body: { class_package_id: number; orderID?: string },
    as: 'sincreditos' | 'ana' = 'sincreditos',
  ) => target.api(as).POST('/checkout/capture', { body });
  const { purchase, grantedCredits } = commerceReads(target, 'sincreditos');
  const mine = async () => (await target.api('sincreditos').GET('/purchases')).data!.purchases;

  it('an order holds a pending purchase that grants nothing; its capture completes it and grants its credits once', async () => {
    const before = (await mine()).length;
    const { data, response } = await order(PACKAGE.ten);
    expect(response.status).toBe(200);
    expect(data).toEqual({ orderID: expect.any(String) });
    const pending = (await mine()).filter((row) => row.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      customer_id: personas.sincreditos.customer_id,
      class_package_id: PACKAGE.ten,
      total_payment: 1350,
    });
    expect(await grantedCredits()).toEqual([]);

    const captured = await capture({ class_package_id: PACKAGE.ten, orderID: data!.orderID! });
    expect(captured.response.status).toBe(200);
    expect(captured.data).toEqual({ purchase_id: pending[0]!.purchase_id });
    expect((await purchase(pending[0]!.purchase_id))?.status).toBe('completed');
    const credits = await grantedCredits();
    expect(credits?.map((row) => [row.purchase_id, row.available_classes])).toEqual([
      [pending[0]!.purchase_id, 10],
    ]);

    // The button may report one approval twice: the second capture grants nothing more.
    const again = await capture({ class_package_id: PACKAGE.ten, orderID: data!.orderID! });
    expect(again.data).toEqual(captured.data);
    expect(await grantedCredits()).toHaveLength(1);
    expect(await mine()).toHaveLength(before + 1);
  });

  it('answers a retry with the same Idempotency-Key with the same order, opening one purchase', async () => {
    const before = (await mine()).length;
    const first = await order(PACKAGE.five, { 'Idempotency-Key': 'paypal-1' });
    const retry = await order(PACKAGE.five, { 'Idempotency-Key': 'paypal-1' });
    expect(retry.data).toEqual(first.data);
    expect(await mine()).toHaveLength(before + 1);
    const other = await order(PACKAGE.five, { 'Idempotency-Key': 'paypal-2' });
    expect(other.data?.orderID).not.toBe(first.data?.orderID);
  });

  it('refuses past the limit per customer (409) and a bad code (412) with the shared messages', async () => {
    expect((await order(PACKAGE.trial)).response.status).toBe(200);
    const again = await order(PACKAGE.trial);
    expect([again.response.status, again.error?.message, again.error?.code]).toEqual([
      409,
      'Lo sentimos, ya has alcanzado el límite de compras de este paquete.',
      'purchase_limit',
    ]);
    const exhausted = await order(PACKAGE.five, {}, 'AGOTADO');
    expect([exhausted.response.status, exhausted.error?.message, exhausted.error?.code]).toEqual([
      412,
      'Lo sentimos. No puedes usar este descuento',
      'discount_exhausted',
    ]);
  });

  it("captures only the caller's own order, with the mocks' message otherwise", async () => {
    const { data } = await order(PACKAGE.five);
    for (const [body, as] of [
      [{ class_package_id: PACKAGE.five, orderID: data!.orderID! }, 'ana'],
      [{ class_package_id: PACKAGE.five, orderID: 'NO-SUCH-ORDER' }, 'sincreditos'],
    ] as const) {
      const refused = await capture(body, as);
      expect([refused.response.status, refused.error?.message]).toEqual([
        404,
        'No encontramos el pago que quieres confirmar.',
      ]);
    }
    expect(await grantedCredits()).toEqual([]);
  });

  it('a subscription package answers its plan and opens nothing; the approved subscription is bought once, active', async () => {
    const before = (await mine()).length;
    const { data, response } = await order(PACKAGE.subscription);
    expect(response.status).toBe(200);
    expect(data).toEqual({ plan_id: expect.any(String) });
    expect(await mine()).toHaveLength(before);

    const subscriptionID = target.paypalSubscribes(data!.plan_id!);
    const approval = { class_package_id: PACKAGE.subscription, subscriptionID, plan_id: data!.plan_id! };
    const captured = await target.api('sincreditos').POST('/checkout/capture', { body: approval });
    expect(captured.response.status).toBe(200);
    expect(await purchase(captured.data!.purchase_id)).toMatchObject({
      class_package_id: PACKAGE.subscription,
      status: 'active',
      subscription_id: expect.any(String),
    });
    expect((await grantedCredits())?.map((row) => row.purchase_id)).toEqual([captured.data!.purchase_id]);
    // Its free trial starts with a first charge of 0 in the customer's charges.
    const charges = await target.api('sincreditos').GET('/invoices');
    expect(
      charges.data?.invoices
        .filter((invoice) => invoice.purchase_id === captured.data!.purchase_id)
        .map((invoice) => [invoice.total_payment, invoice.status]),
    ).toEqual([[0, 'completed']]);
    // PayPal's button may report one approval twice: still one purchase.
    const again = await target.api('sincreditos').POST('/checkout/capture', { body: approval });
    expect(again.data).toEqual(captured.data);
    expect(await mine()).toHaveLength(before + 1);
  });

  it("refuses a subscription's approval on another plan with the mocks' message", async () => {
    await order(PACKAGE.subscription);
    const refused = await target.api('sincreditos').POST('/checkout/capture', {
      body: {
        class_package_id: PACKAGE.subscription,
        subscriptionID: target.paypalSubscribes('P-OTHER'),
        plan_id: 'P-OTHER',
      },
    });
    expect([refused.response.status, refused.error?.message]).toEqual([
      404,
      'No encontramos el plan de la suscripción.',
    ]);
    expect(await grantedCredits()).toEqual([]);
  });
});
