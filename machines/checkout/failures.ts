import { ApiFailure, NETWORK_FAILURE_STATUS } from '#src/api/errors';
import type { PurchaseStage } from '#src/domain/purchase-errors';
import type { CheckoutFailure, FailureKind } from './context';

function kindOf(status: number): FailureKind {
  if (status === NETWORK_FAILURE_STATUS) return 'network';
  if (status === 404) return 'notFound';
  if (status === 402) return 'card';
  if (status === 400) return 'noPaymentMethod';
  if (status === 409) return 'limit';
  if (status === 412) return 'precondition';
  if (status >= 500) return 'server';
  return 'other';
}

/** Any HTTP failure of the flow's calls as one of its closed set of failures. */
export function toCheckoutFailure(error: unknown, stage: PurchaseStage): CheckoutFailure {
  if (error instanceof ApiFailure) {
    return {
      kind: kindOf(error.status),
      status: error.status,
      message: error.message,
      code: error.code,
      declineCode: error.declineCode,
      stage,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'network', status: NETWORK_FAILURE_STATUS, message, stage };
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
export async function failing<T>(stage: PurchaseStage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toCheckoutFailure(error, stage);
  }
}
