/**
 * The checkout screen's rules (commerce-content-admin §2 "Checkout screen", §4 "Checkout flow",
 * §5): the sign-up fee, the free offer, which payment choices exist and which one is chosen first,
 * and what still keeps the pay button off. Pure data in, decisions out.
 */
import { listedPrice, type PackagePrice } from './discount';
import { isTrialPackage } from './packages';

export interface PackageFacts extends PackagePrice {
  class_package_id: number;
  class_amount: number;
  is_trial?: boolean | null | undefined;
  is_subscription?: boolean | null | undefined;
  limit_per_customer?: number | null | undefined;
}

/** A failed charge bought nothing, so it does not count as having paid the fee. */
const BOUGHT = (status: string) => status !== 'failed';

/**
 * §4 sign-up fee rule: a fee package is configured, the customer has no purchase of it, and the
 * package being bought is neither the fee itself nor a trial.
 */
export function needsSignupFee(
  pkg: PackageFacts,
  signupFeePackageId: number | null,
  purchases: readonly { class_package_id?: number | null | undefined; status: string }[],
): boolean {
  if (signupFeePackageId === null || pkg.class_package_id === signupFeePackageId) return false;
  if (isTrialPackage(pkg)) return false;
  return !purchases.some(
    (purchase) => purchase.class_package_id === signupFeePackageId && BOUGHT(purchase.status),
  );
}

/** §2: a zero-price package that is not a subscription is claimed with 'Obtener Oferta'. */
export function isFreeOffer(pkg: PackageFacts): boolean {
  return pkg.is_subscription !== true && listedPrice(pkg) === 0;
}

/** The studio's payment methods whose name says they are cards (§3): "tarjeta". */
export function isCardMethod(method: { name: string }): boolean {
  return /tarjeta/i.test(method.name);
}

export type PaymentChoice =
  | { kind: 'card' }
  | { kind: 'savedCard'; paymentSourceId: number }
  | { kind: 'cash'; paymentMethodId: number }
  | { kind: 'paypal' };

export interface ChoiceFacts {
  /** A card can be typed: the card processor is configured. */
  cardAvailable: boolean;
  cashEnabled: boolean;
  paypalEnabled: boolean;
  paymentMethods: readonly { payment_method_id: number; name: string }[];
  savedCardIds: readonly number[];
}

/** Cash and transfer methods: every studio payment method that is not a card. */
export function cashMethods<M extends { name: string }>(methods: readonly M[]): M[] {
  return methods.filter((method) => !isCardMethod(method));
}

/** Every choice the customer is offered, in the order the screen lists them. */
export function paymentChoices(facts: ChoiceFacts): PaymentChoice[] {
  const choices: PaymentChoice[] = [];
  if (facts.cardAvailable) choices.push({ kind: 'card' });
  for (const paymentSourceId of facts.savedCardIds) choices.push({ kind: 'savedCard', paymentSourceId });
  if (facts.cashEnabled) {
    for (const method of cashMethods(facts.paymentMethods)) {
      choices.push({ kind: 'cash', paymentMethodId: method.payment_method_id });
    }
  }
  if (facts.paypalEnabled) choices.push({ kind: 'paypal' });
  return choices;
}

/** §2: cash when cash is enabled and no card method exists, otherwise card (when offered). */
export function defaultPaymentChoice(facts: ChoiceFacts): PaymentChoice | null {
  const choices = paymentChoices(facts);
  const firstCash = choices.find((choice) => choice.kind === 'cash');
  const hasCardMethod = facts.paymentMethods.some(isCardMethod);
  if (facts.cashEnabled && !hasCardMethod && firstCash) return firstCash;
  return choices.find((choice) => choice.kind === 'card') ?? choices[0] ?? null;
}

export function sameChoice(a: PaymentChoice | null, b: PaymentChoice | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type PayBlocker = 'noChoice' | 'pages' | 'cardIncomplete';

export interface PayFacts {
  choice: PaymentChoice | null;
  /** The required pages still unchecked. */
  pagesUnchecked: number;
  /** The card entry is complete (a number, expiry and CVC Stripe accepts). */
  cardComplete: boolean;
  /** Session mode: the card is typed on the processor's own page, not here. */
  cardOnProviderPage: boolean;
  /** The zero-price offer needs no payment choice. */
  freeOffer: boolean;
}

/** §5: what keeps the pay button disabled, or null when the customer can pay. */
export function payBlocker(facts: PayFacts): PayBlocker | null {
  if (facts.pagesUnchecked > 0) return 'pages';
  if (facts.freeOffer) return null;
  if (!facts.choice) return 'noChoice';
  if (facts.choice.kind === 'card' && !facts.cardOnProviderPage && !facts.cardComplete) {
    return 'cardIncomplete';
  }
  return null;
}
