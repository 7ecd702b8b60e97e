import { decideGrant } from '#src/domain/commerce/grant';
import { mockNow } from '#mocks/clock';
import { db, nextId, type ClassPackageRecord, type PurchaseRecord } from '#mocks/db';

/** Stores what a completed purchase gives the customer (src/domain/commerce/grant.ts decides). */
export async function grantPackage(purchase: PurchaseRecord, pkg: ClassPackageRecord): Promise<void> {
  const customer_id = purchase.customer_id;
  if (customer_id === undefined) return;
  const now = mockNow();
  const customer = db.customers.findFirst((q) => q.where({ customer_id }));
  const grant = decideGrant(pkg, now, customer ?? {});
  if (grant.kind === 'membership') {
    await db.customers.update((q) => q.where({ customer_id }), {
      data(record) {
        record.has_unlimited = true;
        record.unlimited_membership_expiration = grant.unlimited_membership_expiration;
      },
    });
  } else if (grant.kind === 'credits') {
    await db.availableClasses.create({
      available_class_id: nextId(db.availableClasses.all(), 'available_class_id'),
      customer_id,
      ...grant.row,
      allowed_times: null,
      purchase_id: purchase.purchase_id,
      createdAt: now.toISOString(),
    });
  }
}
