import { requireUser } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { decideOnlineAccess, type OnlinePurchase } from '#src/domain/videos/online-access';

/** A customer's purchases of online packages, with each package's expiration_days. */
function onlinePurchases(customer_id: number): OnlinePurchase[] {
  const onlinePackages = new Map(
    db.classPackages.findMany((q) => q.where({ online: true })).map((p) => [p.class_package_id, p]),
  );
  return db.purchases
    .findMany((q) => q.where({ customer_id }))
    .flatMap((purchase) => {
      const classPackage =
        purchase.class_package_id === undefined ? undefined : onlinePackages.get(purchase.class_package_id);
      return classPackage
        ? [
            {
              status: purchase.status,
              createdAt: purchase.createdAt ?? purchase.created_at,
              expiration_days: classPackage.expiration_days,
            },
          ]
        : [];
    });
}

/**
 * The gate of every video call (src/domain/videos/online-access.ts): admins always pass; a
 * customer needs online access (412). Answers whose favorites/completions are personalised use the id.
 */
export function requireOnlineAccess(request: Request): { customer_id: number | null } {
  const { user, customer } = requireUser(request);
  const isAdmin = user.role === 'admin';
  const customer_id = customer?.customer_id ?? null;
  return orRefused(
    decideOnlineAccess(
      {
        isAdmin,
        customer_id,
        onlinePurchases: isAdmin || customer_id === null ? [] : onlinePurchases(customer_id),
      },
      mockNow(),
    ),
  );
}
