import { requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';

export const NO_ONLINE_ACCESS = 'Lo sentimos, no cuentas con una membresía activa para clases online';

const DAY_MS = 86_400_000;
const LIVE_STATUSES = new Set(['completed', 'active']);

/**
 * A purchase of an online package that is paid (completed, or active for a subscription) and
 * still within the package's expiration_days from the purchase date. A package without
 * expiration_days does not expire.
 */
export function hasOnlineAccess(customer_id: number, now: Date = mockNow()): boolean {
  const onlinePackages = new Map(
    db.classPackages.findMany((q) => q.where({ online: true })).map((p) => [p.class_package_id, p]),
  );
  return db.purchases
    .findMany((q) => q.where({ customer_id }))
    .some((purchase) => {
      const classPackage =
        purchase.class_package_id === undefined ? undefined : onlinePackages.get(purchase.class_package_id);
      if (!classPackage || !LIVE_STATUSES.has(purchase.status ?? '')) return false;
      const days = classPackage.expiration_days;
      if (days === null || days === undefined) return true;
      const bought = Date.parse(purchase.createdAt ?? purchase.created_at ?? '');
      return Number.isFinite(bought) && bought + days * DAY_MS > now.getTime();
    });
}

/**
 * The gate of every video call: admins always pass; a customer needs online access (412, the
 * app's "purchase needed"). Answers whose favorites/completions are personalised use the id.
 */
export function requireOnlineAccess(request: Request): { customer_id: number | null } {
  const { user, customer } = requireUser(request);
  if (user.role === 'admin') return { customer_id: customer?.customer_id ?? null };
  if (!customer || !hasOnlineAccess(customer.customer_id)) throw apiError(412, NO_ONLINE_ACCESS);
  return { customer_id: customer.customer_id };
}
