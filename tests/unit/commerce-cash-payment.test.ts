import { describe, expect, it } from 'vitest';
import { decideCashPayment, isPendingCash } from '#src/domain/commerce/cash-payment';
import { decideSettlement } from '#src/domain/commerce/settlement';

describe('a pending cash purchase marked paid by staff (decideCashPayment)', () => {
  const cash = { status: 'pending', payment_method_id: 1, total_payment_cents: 75000 };

  it('settles a pending cash purchase as a payment of exactly its total', () => {
    const decision = decideCashPayment(cash);
    expect(decision).toEqual({
      ok: true,
      purchase: cash,
      word: { outcome: 'paid', paidCents: 75000 },
    });
    // The providers' own rule then completes it and grants it (active for a subscription).
    const word = decision.ok ? decision.word : { outcome: 'failed' as const };
    expect(decideSettlement(cash, {}, word)).toEqual({ change: true, status: 'completed', grant: true });
    expect(decideSettlement(cash, { is_subscription: true }, word)).toEqual({
      change: true,
      status: 'active',
      grant: true,
    });
  });

  it('answers 404 for an unknown purchase', () => {
    expect(decideCashPayment(undefined)).toEqual({
      ok: false,
      refusal: { status: 404, message: 'No encontramos esta compra.' },
    });
  });

  it.each([
    ['already paid (marking twice)', { ...cash, status: 'completed' }],
    ['an active subscription', { ...cash, status: 'active' }],
    ['cancelled', { ...cash, status: 'cancelled' }],
    ['revoked', { ...cash, status: 'revoked' }],
    ['failed', { ...cash, status: 'failed' }],
    ['a card payment still to confirm', { ...cash, payment_method_id: null }],
    ['a card charged on the spot that names the card method', { ...cash, provider: 'stripe' }],
    ['a payment-button order', { ...cash, payment_method_id: undefined, provider: 'paypal' }],
  ])('answers 409 for a purchase that is not a pending cash one: %s', (_, purchase) => {
    expect(decideCashPayment(purchase)).toEqual({
      ok: false,
      refusal: {
        status: 409,
        message: 'Esta compra no es un pago en efectivo pendiente: no se puede marcar como pagada.',
      },
    });
  });

  it('tells a pending cash purchase apart: the day page alerts about the same ones', () => {
    expect(isPendingCash(cash)).toBe(true);
    expect(isPendingCash({ ...cash, provider: null })).toBe(true);
    expect(isPendingCash({ ...cash, provider: 'conekta' })).toBe(false);
    expect(isPendingCash({ ...cash, status: 'completed' })).toBe(false);
  });
});
