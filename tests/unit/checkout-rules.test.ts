import { describe, expect, it } from 'vitest';
import {
  defaultPaymentChoice,
  isFreeOffer,
  needsSignupFee,
  payBlocker,
  paymentChoices,
  type ChoiceFacts,
  type PayFacts,
} from '#src/domain/checkout-rules';

const pkg = (over = {}) => ({ class_package_id: 3, price: 800, class_amount: 5, ...over });
const FEE = 9;

describe('needsSignupFee (§4)', () => {
  it.each([
    ['no fee configured', pkg(), null, [], false],
    ['fee configured, never bought', pkg(), FEE, [], true],
    ['fee bought', pkg(), FEE, [{ class_package_id: FEE, status: 'completed' }], false],
    ['fee pending in cash', pkg(), FEE, [{ class_package_id: FEE, status: 'pending' }], false],
    ['fee charge failed', pkg(), FEE, [{ class_package_id: FEE, status: 'failed' }], true],
    ['buying the fee itself', pkg({ class_package_id: FEE }), FEE, [], false],
    ['a trial (is_trial)', pkg({ is_trial: true }), FEE, [], false],
    ['a trial (1 class, once)', pkg({ class_amount: 1, limit_per_customer: 1 }), FEE, [], false],
  ] as const)('%s', (_, facts, fee, purchases, expected) => {
    expect(needsSignupFee(facts, fee, purchases)).toBe(expected);
  });

  it('one class a customer may buy twice is not a trial, so the fee applies', () => {
    expect(needsSignupFee(pkg({ class_amount: 1, limit_per_customer: 2 }), FEE, [])).toBe(true);
  });
});

describe('isFreeOffer (§2)', () => {
  it.each([
    [pkg({ price: 0 }), true],
    [pkg({ price: 100, sale_price: 0 }), true],
    [pkg({ price: 0, is_subscription: true }), false],
    [pkg(), false],
  ])('%o → %s', (facts, expected) => expect(isFreeOffer(facts)).toBe(expected));
});

const facts = (over: Partial<ChoiceFacts> = {}): ChoiceFacts => ({
  cardAvailable: true,
  cashEnabled: true,
  paypalEnabled: false,
  paymentMethods: [
    { payment_method_id: 1, name: 'Efectivo' },
    { payment_method_id: 3, name: 'Tarjeta de crédito' },
  ],
  savedCardIds: [],
  ...over,
});

describe('payment choices (§2)', () => {
  it('lists card, saved cards, cash methods (not card ones) and PayPal', () => {
    expect(paymentChoices(facts({ savedCardIds: [7], paypalEnabled: true }))).toEqual([
      { kind: 'card' },
      { kind: 'savedCard', paymentSourceId: 7 },
      { kind: 'cash', paymentMethodId: 1 },
      { kind: 'paypal' },
    ]);
    expect(paymentChoices(facts({ cashEnabled: false, cardAvailable: false }))).toEqual([]);
  });

  it.each([
    ['card when a card method exists', facts(), { kind: 'card' }],
    [
      'cash when cash is on and no card method',
      facts({ paymentMethods: [{ payment_method_id: 1, name: 'Efectivo' }] }),
      { kind: 'cash', paymentMethodId: 1 },
    ],
    ['card when cash is off', facts({ cashEnabled: false, paymentMethods: [] }), { kind: 'card' }],
    [
      'the first offered when card is not',
      facts({ cardAvailable: false }),
      { kind: 'cash', paymentMethodId: 1 },
    ],
    ['nothing offered', facts({ cardAvailable: false, cashEnabled: false }), null],
  ] as const)('defaults to %s', (_, given, expected) => {
    expect(defaultPaymentChoice(given)).toEqual(expected);
  });
});

describe('payBlocker (§5)', () => {
  const base: PayFacts = {
    choice: { kind: 'card' },
    pagesUnchecked: 0,
    cardComplete: true,
    cardOnProviderPage: false,
    freeOffer: false,
  };
  it.each([
    ['ready', {}, null],
    ['an unchecked required page', { pagesUnchecked: 1 }, 'pages'],
    ['an empty or incomplete card', { cardComplete: false }, 'cardIncomplete'],
    ['no card needed in session mode', { cardComplete: false, cardOnProviderPage: true }, null],
    ['no choice', { choice: null }, 'noChoice'],
    [
      'a saved card needs no typing',
      { choice: { kind: 'savedCard', paymentSourceId: 1 }, cardComplete: false },
      null,
    ],
    ['the free offer needs no choice', { choice: null, freeOffer: true }, null],
    ['the free offer still needs its pages', { freeOffer: true, pagesUnchecked: 2 }, 'pages'],
  ] as const)('%s', (_, over, expected) => {
    expect(payBlocker({ ...base, ...over })).toBe(expected);
  });
});
