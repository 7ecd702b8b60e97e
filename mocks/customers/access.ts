import type { components } from '#src/api/schema.gen';
import { mockNow } from '#mocks/clock';
import { db, nextId, type ClassPackageRecord, type CustomerRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { syncUnlimited } from './unlimited';

type GiveAccessInput = components['schemas']['GiveAccessInput'];
const DAY_MS = 86_400_000;

function expiresIn(days: number | null | undefined): string | null {
  if (days === null || days === undefined) return null;
  return new Date(mockNow().getTime() + days * DAY_MS).toISOString();
}

/**
 * An admin gives a package by hand: a completed purchase (free when it is a gift), a charge if
 * asked to bill it, and the package's credits, as if it had been bought.
 */
export async function giveAccess(
  customer: CustomerRecord,
  classPackage: ClassPackageRecord,
  input: GiveAccessInput,
): Promise<void> {
  if (input.package_days !== null && input.package_days !== undefined && input.package_days < 1) {
    throw apiError(400, 'Los días de acceso deben ser al menos 1.');
  }
  const days = input.package_days ?? classPackage.expiration_days ?? null;
  const now = mockNow().toISOString();
  const price = classPackage.sale_price ?? classPackage.price;
  const total_payment = input.is_gift ? 0 : price;
  const purchase = await db.purchases.create({
    purchase_id: nextId(db.purchases.all(), 'purchase_id'),
    customer_id: customer.customer_id,
    class_package_id: classPackage.class_package_id,
    title: classPackage.title,
    amount: classPackage.price,
    total_payment,
    createdAt: now,
    updatedAt: now,
    cancelledAt: null,
    status: 'completed',
    class_amount: classPackage.class_amount,
    payment_method_id: input.payment_method_id ?? null,
    subscription_id: null,
    subscription_interval: null,
    subscription_period: null,
    free_trial_length: null,
    expiration_days: days,
  });
  if (input.bill) {
    await db.invoices.create({
      invoice_id: nextId(db.invoices.all(), 'invoice_id'),
      purchase_id: purchase.purchase_id,
      total_payment,
      createdAt: now,
      status: 'completed',
    });
  }
  await grantCredits(customer.customer_id, classPackage, input.package_days ?? null, purchase.purchase_id);
}

async function grantCredits(
  customer_id: number,
  classPackage: ClassPackageRecord,
  explicitDays: number | null,
  purchase_id: number,
): Promise<void> {
  const base = { customer_id, allowed_times: null, purchase_id, createdAt: mockNow().toISOString() };
  const perType = classPackage.class_package_types ?? [];
  if (perType.length > 0) {
    // Packages bound to class types grant one row a type, each with its own validity.
    for (const type of perType) {
      await db.availableClasses.create({
        ...base,
        available_class_id: nextId(db.availableClasses.all(), 'available_class_id'),
        class_type_id: type.class_type_id ?? null,
        class_types: type.class_type_id ? String(type.class_type_id) : null,
        available_classes: type.class_amount ?? classPackage.class_amount,
        expiration_date: expiresIn(explicitDays ?? type.expiration_days ?? classPackage.expiration_days),
      });
    }
    return;
  }
  // Packages without in-person credits (online library, sign-up fee) grant no row.
  if (classPackage.class_amount === 0) return;
  await db.availableClasses.create({
    ...base,
    available_class_id: nextId(db.availableClasses.all(), 'available_class_id'),
    class_type_id: null,
    class_types: null,
    available_classes: classPackage.class_amount,
    expiration_date: expiresIn(explicitDays ?? classPackage.expiration_days),
  });
  if (classPackage.class_amount === -1) await syncUnlimited(customer_id);
}

/** The purchase becomes revoked and the credits it granted disappear with it. */
export async function revokeAccess(purchase_id: number): Promise<void> {
  const purchase = db.purchases.findFirst((q) => q.where({ purchase_id }));
  if (!purchase) throw apiError(404, 'No encontramos esa compra.');
  if (purchase.status === 'revoked') throw apiError(400, 'Esta compra ya fue revocada.');
  await db.purchases.update((q) => q.where({ purchase_id }), {
    data(record) {
      record.status = 'revoked';
      record.updatedAt = mockNow().toISOString();
    },
  });
  const removed = db.availableClasses.deleteMany((q) => q.where({ purchase_id }));
  const customer_id = purchase.customer_id;
  const grantedUnlimited =
    purchase.class_amount === -1 || removed.some((row) => row.available_classes === -1);
  if (grantedUnlimited && customer_id !== undefined) await syncUnlimited(customer_id);
}
