import type { ClassPackage, Discount, Page, PaymentMethod, PaymentSource, Purchase } from '#src/api/entities';
import { requireValue } from '#machines/shared/require-value';
import type { FailureKind as TableKind } from '#src/api/failure-table';
import type { components } from '#src/api/schema.gen';
import type { PaymentChoice } from '#src/domain/checkout-rules';
import type { PurchaseStage } from '#src/domain/purchase-errors';

export type AttemptInput = components['schemas']['CheckoutAttemptInput'];
export type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];
export type CaptureInput = components['schemas']['CaptureInput'];
export type PaypalResponse = components['schemas']['PaypalResponse'];

/** The studio's configuration as checkout reads it (app config keys in brackets). */
export interface CheckoutSettings {
  /** [stripe_public] set: a card can be typed. */
  cardAvailable: boolean;
  /** [stripe_checkout_mode] session: the card is paid on the processor's page. */
  stripeMode: 'session' | 'embedded';
  /** [cash_checkout_enabled] */
  cashEnabled: boolean;
  /** [paypal_enabled] */
  paypalEnabled: boolean;
  /** [payment_sources_enabled] */
  savedCardsEnabled: boolean;
  /** [discounts_enabled] */
  discountsEnabled: boolean;
  /** [signup_fee]: the fee package's id. */
  signupFeePackageId: number | null;
}

export interface CheckoutInput {
  classPackageId: number;
  /** The signed-in customer, or null for a visitor. */
  customerId: number | null;
  settings: CheckoutSettings;
  /** The studio's pages (with their required flag), loaded at start. */
  pages: readonly Page[];
  /** Random per screen: idempotency keys are `${prefix}-${attempt}`, so the machine stays pure. */
  keyPrefix: string;
}

/** What the signed-in customer's part of the screen needs, from `loadAccount`. */
export interface AccountFacts {
  purchases: Purchase[];
  acceptedPageIds: number[];
  savedCards: PaymentSource[];
  paymentMethods: PaymentMethod[];
}

/**
 * The closed set of ways a call of this flow fails (notFound, card, noPaymentMethod, limit,
 * precondition, network, server, other: the `checkout` rows of src/api/failure-table.ts); the
 * machine branches on `kind` and the view reads the message through src/domain/purchase-errors.ts
 * with the `stage` it failed at.
 */
export type FailureKind = TableKind<'checkout'>;

export interface CheckoutFailure {
  kind: FailureKind;
  status: number;
  message: string;
  code?: string | undefined;
  declineCode?: string | undefined;
  stage: PurchaseStage;
}

export interface DiscountFailure {
  status: number;
  message: string;
}

export interface CardState {
  empty: boolean;
  complete: boolean;
}

/** The PayPal button's order: a plan for subscriptions, an order id otherwise. */
export interface PaypalOrder {
  planId?: string | undefined;
  orderId?: string | undefined;
}

export interface PaypalApproval {
  orderId?: string | undefined;
  subscriptionId?: string | undefined;
}

export interface CheckoutContext {
  classPackageId: number;
  customerId: number | null;
  settings: CheckoutSettings;
  pages: readonly Page[];
  keyPrefix: string;
  pkg: ClassPackage | null;
  account: AccountFacts | null;
  /** Required pages the customer has not accepted yet (each needs its checkbox). */
  pagesToAccept: Page[];
  checkedPageIds: number[];
  /** Pages already recorded as accepted by this screen (a retry does not post them again). */
  recordedPageIds: number[];
  choice: PaymentChoice | null;
  card: CardState;
  discountCode: string;
  discount: Discount | null;
  discountFailure: DiscountFailure | null;
  /** Number of the current attempt; null between attempts (the next press starts a new one). */
  attempt: number | null;
  attempts: number;
  paypal: PaypalOrder | null;
  /** The purchase the current attempt opened (embedded card flow: confirmed afterwards). */
  purchaseId: number | null;
  /** Embedded mode: the card payment to confirm with the card processor. */
  clientSecret: string | null;
  /** What the PayPal button approved, kept so a failed capture can be told apart. */
  approval: PaypalApproval | null;
  failure: CheckoutFailure | null;
}

export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    classPackageId: input.classPackageId,
    customerId: input.customerId,
    settings: input.settings,
    pages: input.pages,
    keyPrefix: input.keyPrefix,
    pkg: null,
    account: null,
    pagesToAccept: [],
    checkedPageIds: [],
    recordedPageIds: [],
    choice: null,
    card: { empty: true, complete: false },
    discountCode: '',
    discount: null,
    discountFailure: null,
    attempt: null,
    attempts: 0,
    paypal: null,
    purchaseId: null,
    clientSecret: null,
    approval: null,
    failure: null,
  };
}

export function idempotencyKey(context: Pick<CheckoutContext, 'keyPrefix' | 'attempt'>): string {
  return `${context.keyPrefix}-${requireValue(context.attempt, 'the attempt number')}`;
}
