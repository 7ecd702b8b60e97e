import type { components } from '#src/api/schema.gen';
import { grantPackage } from '#mocks/commerce/grant-package';
import { mockNow } from '#mocks/clock';
import { db, nextId, type ClassPackageRecord, type CustomerRecord } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { activeCreditRows } from '#mocks/views/customer';
import {
  decideGiveAccess,
  decideRevoke,
  planCreditRemoval,
  touchesUnlimited,
} from '#src/domain/admin/customer-admin';
import { syncUnlimited } from './unlimited';

type GiveAccessInput = components['schemas']['GiveAccessInput'];

/**
 * An admin gives a package by hand (src/domain/admin/customer-admin.ts decides): a completed
 * purchase, an invoice when billed, and what the package grants, as if it had been bought.
 */
export async function giveAccess(
  customer: CustomerRecord,
  classPackage: ClassPackageRecord,
  input: GiveAccessInput,
): Promise<void> {
  const now = mockNow().toISOString();
  const given = orRefused(decideGiveAccess(input, classPackage));
  const purchase = await db.purchases.create({
    purchase_id: nextId(db.purchases.all(), 'purchase_id'),
    customer_id: customer.customer_id,
    class_package_id: classPackage.class_package_id,
    title: classPackage.title,
    amount: given.amount,
    total_payment: given.total_payment,
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
    expiration_days: given.expiration_days,
  });
  if (given.bill) {
    await db.invoices.create({
      invoice_id: nextId(db.invoices.all(), 'invoice_id'),
      purchase_id: purchase.purchase_id,
      total_payment: given.total_payment,
      createdAt: now,
      status: 'completed',
    });
  }
  await grantPackage(purchase, { ...classPackage, expiration_days: given.expiration_days });
}

/** The purchase becomes revoked and the credits it granted disappear with it. */
export async function revokeAccess(purchase_id: number): Promise<void> {
  const purchase = db.purchases.findFirst((q) => q.where({ purchase_id }));
  orRefused(decideRevoke(purchase));
  await db.purchases.update((q) => q.where({ purchase_id }), {
    data(record) {
      record.status = 'revoked';
      record.updatedAt = mockNow().toISOString();
    },
  });
  const removed = db.availableClasses.deleteMany((q) => q.where({ purchase_id }));
  const customer_id = purchase!.customer_id;
  if ((purchase!.class_amount === -1 || touchesUnlimited(...removed)) && customer_id !== undefined) {
    await syncUnlimited(customer_id);
  }
}

/** Takes classes back from the rows that expire first (the shared plan). */
export async function removeCredits(customer_id: number, amount: unknown): Promise<void> {
  const { takes } = orRefused(planCreditRemoval(activeCreditRows(customer_id), amount, mockNow()));
  for (const { available_class_id, left } of takes) {
    await db.availableClasses.update((q) => q.where({ available_class_id }), {
      data(record) {
        record.available_classes = left;
      },
    });
  }
}
