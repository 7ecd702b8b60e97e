import { describe, expect, it } from 'vitest';
import { decideOrderCapture, decideSubscriptionPlan } from '#src/domain/commerce/paypal-capture';

const NOT_FOUND = {
  ok: false,
  refusal: { status: 404, message: 'No encontramos el pago que quieres confirmar.' },
};

describe("the payment button's capture (decideOrderCapture, decideSubscriptionPlan)", () => {
  it.each([
    ['no purchase behind the order', undefined, NOT_FOUND],
    ["another customer's purchase", { customer_id: 9, status: 'pending' }, NOT_FOUND],
    ['a purchase that already failed', { customer_id: 4, status: 'failed' }, NOT_FOUND],
  ])('refuses %s', (_case, purchase, refusal) => {
    expect(decideOrderCapture(purchase, 4)).toEqual(refusal);
  });

  it("captures the caller's pending or already paid purchase (a second capture is answered, not refused)", () => {
    for (const status of ['pending', 'completed']) {
      expect(decideOrderCapture({ customer_id: 4, status }, 4)).toMatchObject({ ok: true });
    }
  });

  it("takes a subscription only on its package's plan", () => {
    const plan = {
      ok: false,
      refusal: { status: 404, message: 'No encontramos el plan de la suscripción.' },
    };
    expect(decideSubscriptionPlan({ is_subscription: true }, 'P-1', 'P-1')).toMatchObject({ ok: true });
    expect(decideSubscriptionPlan({ is_subscription: true }, 'P-2', 'P-1')).toEqual(plan);
    expect(decideSubscriptionPlan({ is_subscription: true }, 'P-1', undefined)).toEqual(plan);
    expect(decideSubscriptionPlan({ is_subscription: false }, 'P-1', 'P-1')).toEqual(plan);
  });
});
