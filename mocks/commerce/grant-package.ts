import { mockNow } from '#mocks/clock';
import { db, nextId, type ClassPackageRecord, type PurchaseRecord } from '#mocks/db';

const DAY_MS = 86_400_000;
/** An unlimited package without expiration_days still has to end some day. */
const DEFAULT_UNLIMITED_DAYS = 30;

function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * What a completed purchase gives the customer. Unlimited packages (-1) extend the membership;
 * credit packages add one credits row, limited to the package's class types when it names any;
 * online packages and fees (0 credits) give nothing here: the purchase itself is the access.
 */
export async function grantPackage(purchase: PurchaseRecord, pkg: ClassPackageRecord): Promise<void> {
  const customer_id = purchase.customer_id;
  if (customer_id === undefined || pkg.online) return;
  const now = mockNow();
  if (pkg.class_amount === -1) {
    const until = daysAfter(now, pkg.expiration_days ?? DEFAULT_UNLIMITED_DAYS);
    await db.customers.update((q) => q.where({ customer_id }), {
      data(customer) {
        const current = customer.unlimited_membership_expiration
          ? new Date(customer.unlimited_membership_expiration)
          : undefined;
        customer.has_unlimited = true;
        // Buying again while a membership runs never shortens it.
        if (!current || current < until) customer.unlimited_membership_expiration = until.toISOString();
      },
    });
    return;
  }
  if (pkg.class_amount <= 0) return;
  const typeIds = (pkg.class_package_types ?? [])
    .map((type) => type.class_type_id)
    .filter((id): id is number => typeof id === 'number');
  await db.availableClasses.create({
    available_class_id: nextId(db.availableClasses.all(), 'available_class_id'),
    customer_id,
    class_type_id: typeIds.length === 1 ? typeIds[0]! : null,
    class_types: typeIds.length > 0 ? typeIds.join(',') : null,
    allowed_times: null,
    purchase_id: purchase.purchase_id,
    available_classes: pkg.class_amount,
    expiration_date:
      pkg.expiration_days === null || pkg.expiration_days === undefined
        ? null
        : daysAfter(now, pkg.expiration_days).toISOString(),
    createdAt: now.toISOString(),
  });
}
