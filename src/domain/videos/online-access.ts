/*
 * Who may watch the online library (commerce §2: online videos need a purchase, 412 otherwise).
 * Both backends gather a customer's purchases of online packages and ask here.
 */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { VIDEO_MESSAGES } from './messages';

const DAY_MS = 86_400_000;
/** Paid: a completed purchase, or an active subscription. */
const LIVE_STATUSES = new Set(['completed', 'active']);

/** A purchase of an online package, with that package's expiration_days (null: it never expires). */
export interface OnlinePurchase {
  status: string | null | undefined;
  createdAt: string | null | undefined;
  expiration_days: number | null | undefined;
}

/** Paid and still within the package's expiration_days from the purchase date. */
export function hasOnlineAccess(purchases: readonly OnlinePurchase[], now: Date): boolean {
  return purchases.some((purchase) => {
    if (!LIVE_STATUSES.has(purchase.status ?? '')) return false;
    const days = purchase.expiration_days;
    if (days === null || days === undefined) return true;
    const bought = Date.parse(purchase.createdAt ?? '');
    return Number.isFinite(bought) && bought + days * DAY_MS > now.getTime();
  });
}

export interface Watcher {
  isAdmin: boolean;
  /** null: an identity without a customer record (sign-up not finished, or staff only). */
  customer_id: number | null;
  /** The customer's purchases of online packages (not needed for staff). */
  onlinePurchases: readonly OnlinePurchase[];
}

/**
 * The gate of every video call: staff always pass; a customer needs online access. The answer's
 * id personalises favorites, completions and playbacks (null: staff without a customer record).
 */
export function decideOnlineAccess(watcher: Watcher, now: Date): Decision<{ customer_id: number | null }> {
  if (watcher.isAdmin) return allow({ customer_id: watcher.customer_id });
  if (watcher.customer_id === null || !hasOnlineAccess(watcher.onlinePurchases, now)) {
    return refuse(412, VIDEO_MESSAGES.noOnlineAccess);
  }
  return allow({ customer_id: watcher.customer_id });
}

/** Saving progress, completions and ratings needs a customer record, even for staff. */
export function decideWatcherRecord(customer_id: number | null): Decision<{ customer_id: number }> {
  return customer_id === null ? refuse(400, VIDEO_MESSAGES.noCustomerRecord) : allow({ customer_id });
}
