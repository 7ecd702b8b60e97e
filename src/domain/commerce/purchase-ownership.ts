/* A customer opens their own purchases; staff open anyone's (the admin area links to them). */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { COMMERCE_MESSAGES } from './messages';

export function decideOwnPurchase<P extends { customer_id?: number | undefined }>(
  purchase: P | null | undefined,
  caller: { customer_id: number; isAdmin: boolean },
): Decision<{ purchase: P }> {
  if (!purchase) return refuse(404, COMMERCE_MESSAGES.purchaseNotFound);
  if (purchase.customer_id !== caller.customer_id && !caller.isAdmin) {
    return refuse(403, COMMERCE_MESSAGES.purchaseNotYours);
  }
  return allow({ purchase });
}
