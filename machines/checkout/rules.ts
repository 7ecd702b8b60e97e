import type { Page } from '#src/api/entities';
import { isFlowFailure, messageOf } from '#src/api/failures';
import { unacceptedRequiredPages } from '#src/domain/account-entry';
import {
  defaultPaymentChoice,
  isFreeOffer,
  needsSignupFee,
  payBlocker,
  type ChoiceFacts,
  type PayBlocker,
} from '#src/domain/checkout-rules';
import type { PurchaseStage } from '#src/domain/purchase-errors';
import {
  idempotencyKey,
  type AccountFacts,
  type AttemptInput,
  type CaptureInput,
  type CheckoutContext,
  type CheckoutFailure,
} from './context';

export function choiceFacts(context: Pick<CheckoutContext, 'settings' | 'account'>): ChoiceFacts {
  const { settings, account } = context;
  return {
    cardAvailable: settings.cardAvailable,
    cashEnabled: settings.cashEnabled,
    paypalEnabled: settings.paypalEnabled,
    paymentMethods: account?.paymentMethods ?? [],
    savedCardIds: settings.savedCardsEnabled
      ? (account?.savedCards ?? []).map((card) => card.payment_source_id)
      : [],
  };
}

/** What the loaded account sets up: the pages to check and the first payment choice. */
export function accountSetup(context: CheckoutContext, account: AccountFacts) {
  const pagesToAccept: Page[] = unacceptedRequiredPages(context.pages, account.acceptedPageIds);
  return {
    account,
    pagesToAccept,
    choice: context.choice ?? defaultPaymentChoice(choiceFacts({ ...context, account })),
  };
}

export function signupFeeDue(context: CheckoutContext): boolean {
  return (
    context.pkg !== null &&
    needsSignupFee(context.pkg, context.settings.signupFeePackageId, context.account?.purchases ?? [])
  );
}

export function freeOffer(context: CheckoutContext): boolean {
  return context.pkg !== null && isFreeOffer(context.pkg);
}

export function blocker(context: CheckoutContext): PayBlocker | null {
  const checked = new Set(context.checkedPageIds);
  return payBlocker({
    choice: context.choice,
    pagesUnchecked: context.pagesToAccept.filter((page) => !checked.has(page.page_id)).length,
    cardComplete: context.card.complete,
    cardOnProviderPage: context.settings.stripeMode === 'session',
    freeOffer: freeOffer(context),
  });
}

/** Checked pages this screen has not recorded yet: posted before paying. */
export function pagesToRecord(context: CheckoutContext): number[] {
  const recorded = new Set(context.recordedPageIds);
  return context.checkedPageIds.filter(
    (id) => !recorded.has(id) && context.pagesToAccept.some((page) => page.page_id === id),
  );
}

export function appliedCode(context: CheckoutContext): string | null {
  return context.discount?.discountCode ?? null;
}

/** The embedded card flow has its own texts for a 412 and a 409 (§8). */
export function attemptStage(context: CheckoutContext): PurchaseStage {
  return !freeOffer(context) && context.choice?.kind === 'card' && context.settings.stripeMode === 'embedded'
    ? 'embedded'
    : 'purchase';
}

export interface AttemptRequest {
  body: AttemptInput;
  /** Sent as the Idempotency-Key header: the same attempt retried is charged once. */
  key: string;
  stage: PurchaseStage;
}

export function attemptRequest(context: CheckoutContext): AttemptRequest {
  const base = { class_package_id: context.classPackageId, discountCode: appliedCode(context) };
  const choice = context.choice;
  const key = idempotencyKey(context);
  const stage = attemptStage(context);
  if (freeOffer(context) || !choice) return { key, stage, body: { ...base, payment_method: 'free' } };
  switch (choice.kind) {
    case 'savedCard':
      return {
        key,
        stage,
        body: { ...base, payment_method: 'saved_card', payment_source_id: choice.paymentSourceId },
      };
    case 'cash':
      return {
        key,
        stage,
        body: { ...base, payment_method: 'cash', payment_method_id: choice.paymentMethodId },
      };
    default:
      return { key, stage, body: { ...base, payment_method: choice.kind } };
  }
}

export function captureInput(
  context: CheckoutContext,
  approval: { orderId?: string | undefined; subscriptionId?: string | undefined },
): CaptureInput {
  return {
    class_package_id: context.classPackageId,
    discountCode: appliedCode(context),
    ...(approval.orderId ? { orderID: approval.orderId } : {}),
    ...(approval.subscriptionId ? { subscriptionID: approval.subscriptionId } : {}),
    ...(context.paypal?.planId ? { plan_id: context.paypal.planId } : {}),
  };
}

/** Whatever an actor threw, as the flow's failure (actors already throw CheckoutFailure). */
export function failureOf(event: unknown): CheckoutFailure {
  const error = (event as { error?: unknown }).error;
  if (isFlowFailure(error)) return error as CheckoutFailure;
  return { kind: 'other', status: 0, message: messageOf(error), stage: 'purchase' };
}

/** No answer, or the server broke: the outcome is unknown, so a retry reuses the same key. */
export function isTransient(failure: CheckoutFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'server';
}
