import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { commerceReads } from './support/commerce-reads';
import { targets, useTarget } from './support/targets';

/**
 * POST /checkout, a card token charged on the spot, on the mocks and on the server (Stripe's SDK
 * against a local fake that follows Stripe's test tokens): a paid charge completes the purchase
 * and grants it at once (a subscription package starts its subscription, decision 076's update);
 * a refused card is the contract's 402 with its codes and Spanish text, holds nothing, and stays
 * the answer of its Idempotency-Key.
 */
const OPERATIONS = ['checkout', 'getPurchase', 'listMyCredits', 'listMyInvoices'];
const me = personas.sincreditos.customer_id;

describe.each(targets(OPERATIONS))('a card charged on the spot on $name', (shell) => {
  const target = useTarget(shell);
  const { purchase, grantedCredits } = commerceReads(target, 'sincreditos');
  const charge = (token_id: string, key: string, customer_id: number = me) =>
    target.api('sincreditos').POST('/checkout', {
      body: { class_package_id: PACKAGE.ten, customer_id, token_id },
      headers: { 'Idempotency-Key': key },
    });

  it('completes and grants the purchase when the card pays, once however often it is sent', async () => {
    const { response, data } = await charge('tok_visa', 'pay-once');
    expect(response.status).toBe(200);
    expect(data).toEqual({ payment_id: expect.any(String), purchase_id: expect.any(Number) });
    expect(await purchase(data!.purchase_id)).toMatchObject({
      customer_id: me,
      class_package_id: PACKAGE.ten,
      status: 'completed',
      total_payment: 1350,
    });
    const granted = await grantedCredits();
    expect(granted?.map((row) => [row.purchase_id, row.available_classes])).toEqual([
      [data!.purchase_id, 10],
    ]);

    const again = await charge('tok_visa', 'pay-once');
    expect([again.response.status, again.data]).toEqual([200, data]);
    expect(await grantedCredits()).toEqual(granted);
  });

  it('starts a subscription package paid with the card: active, granted once, its free trial a first charge of 0', async () => {
    const subscribe = () =>
      target.api('sincreditos').POST('/checkout', {
        body: { class_package_id: PACKAGE.subscription, customer_id: me, token_id: 'tok_visa' },
        headers: { 'Idempotency-Key': 'subscribe-once' },
      });
    const { response, data } = await subscribe();
    expect(response.status).toBe(200);
    expect(data).toEqual({ payment_id: expect.any(String), purchase_id: expect.any(Number) });
    expect(await purchase(data!.purchase_id)).toMatchObject({
      class_package_id: PACKAGE.subscription,
      status: 'active',
      subscription_id: expect.any(String),
    });
    const granted = await grantedCredits();
    expect(granted?.map((row) => row.purchase_id)).toEqual([data!.purchase_id]);
    const charges = async () =>
      (await target.api('sincreditos').GET('/invoices')).data?.invoices
        .filter((invoice) => invoice.purchase_id === data!.purchase_id)
        .map((invoice) => [invoice.total_payment, invoice.status]);
    expect(await charges()).toEqual([[0, 'completed']]);

    const again = await subscribe();
    expect([again.response.status, again.data]).toEqual([200, data]);
    expect(await grantedCredits()).toEqual(granted);
    expect(await charges()).toEqual([[0, 'completed']]);
  });

  it.each([
    [
      'tok_chargeDeclinedInsufficientFunds',
      {
        message: 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    ],
    [
      'tok_chargeDeclinedLostCard',
      {
        message: 'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.',
        code: 'card_declined',
        decline_code: 'lost_card',
      },
    ],
    ['tok_chargeDeclinedExpiredCard', { message: 'Tu tarjeta ha expirado', code: 'expired_card' }],
    [
      'tok_chargeDeclinedIncorrectCvc',
      { message: 'El CVV de tu tarjeta es incorrecto', code: 'incorrect_cvc' },
    ],
  ])('answers %s with 402, its codes and text, granting nothing', async (token, refusal) => {
    const { response, error } = await charge(token, `refused-${token}`);
    expect([response.status, error]).toEqual([402, refusal]);
    expect(await grantedCredits()).toEqual([]);
    // The same request again is answered the same: the card is not charged a second time.
    const again = await charge(token, `refused-${token}`);
    expect([again.response.status, again.error]).toEqual([402, refusal]);
  });

  it('lets a refused customer pay with another card under a new key', async () => {
    await charge('tok_chargeDeclined', 'first-card');
    const { response } = await charge('tok_mastercard', 'second-card');
    expect(response.status).toBe(200);
    expect(await grantedCredits()).toHaveLength(1);
  });

  it('refuses to buy in someone else’s name, and a request with no card', async () => {
    const other = await charge('tok_visa', 'not-mine', personas.ana.customer_id);
    expect([other.response.status, other.error?.message]).toEqual([
      403,
      'No puedes comprar a nombre de otra persona.',
    ]);
    const none = await target.api('sincreditos').POST('/checkout', {
      body: { class_package_id: PACKAGE.ten, customer_id: me },
    });
    expect([none.response.status, none.error?.message]).toEqual([
      400,
      'No has seleccionado un método de pago.',
    ]);
    expect(await grantedCredits()).toEqual([]);
  });
});
