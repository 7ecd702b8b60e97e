import { classify, failWith } from '#src/api/failures';
import type { PurchaseStage } from '#src/domain/purchase-errors';
import type { CheckoutFailure } from './context';

/** Any failure of the flow's calls, read by the `checkout` rows of src/api/failure-table.ts. */
export function toCheckoutFailure(error: unknown, stage: PurchaseStage): CheckoutFailure {
  return { ...classify('checkout', error), stage };
}

/** The card processor's own error (Stripe.js `confirmCardPayment` answers `{ error }`). */
export interface CardProcessorError {
  type?: string | undefined;
  code?: string | undefined;
  decline_code?: string | undefined;
  message?: string | undefined;
}

export function cardProcessorFailure(error: CardProcessorError): CheckoutFailure {
  return {
    kind: 'card',
    status: 402,
    message: error.message ?? '',
    code: error.code,
    declineCode: error.decline_code,
    stage: 'cardConfirmation',
  };
}

/** Runs a call and throws its failure in the flow's terms. */
export function failing<T>(stage: PurchaseStage, work: () => Promise<T>): Promise<T> {
  return failWith((error) => toCheckoutFailure(error, stage), work);
}
