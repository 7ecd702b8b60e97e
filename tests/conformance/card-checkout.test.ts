import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { commerceReads } from './support/commerce-reads';
import { targets, useTarget } from './support/targets';

/**
 * Paying by card (commerce §4, decision 007), on the mocks (fake Stripe.js) and the server (Stripe's
 * SDK against a local fake of its API): the purchase waits, pending and granting nothing, until the
 * provider confirms; the app gets what Stripe.js needs for the studio's checkout mode.
 */
const OPERATIONS = ['checkoutAttempt', 'getPurchase', 'listMyCredits'];

describe.each(targets(OPERATIONS))('card checkout on $name', (shell) => {
  const target = useTarget(shell);
  const attempt = (class_package_id: number, headers: Record<string, string> = {}) =>
    target.api('sincreditos').POST('/checkout/attempt', {
      body: { class_package_id, payment_method: 'card' },
      headers,
    });
  const { purchase, grantedCredits } = commerceReads(target, 'sincreditos');

  it('embedded mode answers a client secret and leaves the purchase pending, granting nothing', async () => {
    const { data, response } = await attempt(PACKAGE.ten, { 'Idempotency-Key': 'card-embedded' });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      purchase_id: expect.any(Number),
      status: 'pending',
      clientSecret: expect.any(String),
    });
    expect(await purchase(data!.purchase_id!)).toMatchObject({
      customer_id: personas.sincreditos.customer_id,
      class_package_id: PACKAGE.ten,
      status: 'pending',
      total_payment: 1350,
    });
    expect(await grantedCredits()).toEqual([]);
    const again = await attempt(PACKAGE.ten, { 'Idempotency-Key': 'card-embedded' });
    expect(again.data).toEqual(data);
  });

  it("session mode answers the hosted page's url", async () => {
    await target.setConfig({ stripe_checkout_mode: 'session' });
    const { data } = await attempt(PACKAGE.five);
    expect(data).toEqual({
      purchase_id: expect.any(Number),
      status: 'pending',
      session: { url: expect.any(String) },
    });
    expect((await purchase(data!.purchase_id!))?.status).toBe('pending');
  });

  it('refuses past the limit per customer with the same message as cash', async () => {
    expect((await attempt(PACKAGE.trial)).response.status).toBe(200);
    const again = await attempt(PACKAGE.trial);
    expect([again.response.status, again.error?.message, again.error?.code]).toEqual([
      409,
      'Lo sentimos, ya has alcanzado el límite de compras de este paquete.',
      'purchase_limit',
    ]);
  });
});
