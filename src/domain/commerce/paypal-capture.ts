/*
 * The payment button's capture step (commerce §4 checkout flow): the approved order must name a
 * purchase of the caller that is still to be paid, and a subscription's approval the plan of the
 * package it buys. Pure, for both backends.
 */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { COMMERCE_MESSAGES } from './messages';

export function decideOrderCapture<P extends { customer_id?: number | undefined; status: string }>(
  purchase: P | null | undefined,
  customer_id: number,
): Decision<{ purchase: P }> {
  if (!purchase || purchase.customer_id !== customer_id || purchase.status === 'failed') {
    return refuse(404, COMMERCE_MESSAGES.paymentNotFound);
  }
  return allow({ purchase });
}

export function decideSubscriptionPlan(
  pkg: { is_subscription?: boolean | null | undefined },
  sentPlan: string | null | undefined,
  packagePlan: string | null | undefined,
): Decision {
  if (!pkg.is_subscription || !packagePlan || sentPlan !== packagePlan) {
    return refuse(404, COMMERCE_MESSAGES.planNotFound);
  }
  return allow({});
}
