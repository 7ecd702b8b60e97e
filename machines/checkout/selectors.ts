import type { SnapshotFrom } from 'xstate';
import { paymentChoices } from '#src/domain/checkout-rules';
import { discountedPrice, listedPrice } from '#src/domain/discount';
import { discountError, purchaseError } from '#src/domain/purchase-errors';
import type { checkoutMachine } from './machine';
import { blocker, choiceFacts, freeOffer } from './rules';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutScreen =
  'loading' | 'notFound' | 'loadFailed' | 'visitor' | 'signupFee' | 'offer' | 'payment';

/** Which screen the state names; paying keeps the form it started from on screen. */
export function selectScreen(s: Snapshot): CheckoutScreen {
  if (s.hasTag('loading')) return 'loading';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('visitor')) return 'visitor';
  if (s.matches('signupFee')) return 'signupFee';
  return freeOffer(s.context) ? 'offer' : 'payment';
}

export const selectPackage = (s: Snapshot) => s.context.pkg;
export const selectSettings = (s: Snapshot) => s.context.settings;

export interface Pricing {
  price: number;
  salePrice: number | null;
  /** The price before a code: the offer price when there is one. */
  listed: number;
  /** What is charged: the offer price and the applied code. */
  total: number;
  discountCode: string | null;
}

export function selectPricing(s: Snapshot): Pricing | null {
  const { pkg, discount } = s.context;
  if (!pkg) return null;
  const salePrice = typeof pkg.sale_price === 'number' ? pkg.sale_price : null;
  return {
    price: pkg.price,
    salePrice,
    listed: listedPrice(pkg),
    total: discount ? discountedPrice(pkg, discount) : listedPrice(pkg),
    discountCode: discount?.discountCode ?? null,
  };
}

export const selectChoices = (s: Snapshot) => paymentChoices(choiceFacts(s.context));
export const selectChoice = (s: Snapshot) => s.context.choice;
export const selectSavedCards = (s: Snapshot) => s.context.account?.savedCards ?? [];
export const selectPaymentMethods = (s: Snapshot) => s.context.account?.paymentMethods ?? [];
export const selectPagesToAccept = (s: Snapshot) => s.context.pagesToAccept;
export const selectCheckedPageIds = (s: Snapshot) => s.context.checkedPageIds;
export const selectBlocker = (s: Snapshot) => blocker(s.context);
export const selectIsPaying = (s: Snapshot) => s.hasTag('paying');
export const selectAwaitingPaypal = (s: Snapshot) => s.hasTag('awaitingApproval');
export const selectPaypalOrder = (s: Snapshot) => s.context.paypal;
export const selectValidatingDiscount = (s: Snapshot) => s.hasTag('validatingDiscount');
export const selectDiscountCode = (s: Snapshot) => s.context.discountCode;
export const selectAppliedDiscount = (s: Snapshot) => s.context.discount;
export const selectSignupFeePackageId = (s: Snapshot) => s.context.settings.signupFeePackageId;
export const selectLoadFailure = (s: Snapshot) => s.context.failure;

export function selectDiscountError(s: Snapshot) {
  const failure = s.context.discountFailure;
  return failure ? discountError(failure) : null;
}

/** The failed payment's message, as §8 words it for the stage it failed at. */
export function selectPurchaseError(s: Snapshot) {
  const failure = s.context.failure;
  if (!failure || !s.hasTag('form')) return null;
  return purchaseError(failure, { stage: failure.stage, withDiscount: s.context.discount !== null });
}
