/*
 * A customer cancels a running subscription with a reason (commerce §2 purchases, §4): the reason
 * is asked first, then only an active purchase with a subscription may be cancelled; it keeps
 * what it already granted. Pure, for both backends.
 */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { COMMERCE_MESSAGES } from './messages';

export function cancelReason(reason: unknown): Decision<{ reason: string }> {
  const text = typeof reason === 'string' ? reason.trim() : '';
  return text ? allow({ reason: text }) : refuse(400, COMMERCE_MESSAGES.cancelReasonRequired);
}

export function decideSubscriptionCancel(purchase: {
  status: string;
  subscription_id?: string | null | undefined;
}): Decision {
  if (purchase.status !== 'active' || !purchase.subscription_id) {
    return refuse(412, COMMERCE_MESSAGES.onlyActiveSubscription);
  }
  return allow({});
}
