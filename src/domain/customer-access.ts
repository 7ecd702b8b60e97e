import { isExpired, type CreditsRowLike } from './credits';

/*
 * What an admin's access actions do to a customer's credits (commerce-content-admin.md §4, §7):
 * the confirmation shows the count before and after, and the forms are checked before sending.
 */

/** A customer's credits as one figure: a count, or unlimited (-1 rows and memberships). */
export type CreditCount = number | 'unlimited';

interface PurchaseRowLike extends CreditsRowLike {
  purchase_id?: number | null;
}

/** The credits that still count: unexpired rows; any unlimited row makes the whole unlimited. */
export function creditTotal(rows: readonly CreditsRowLike[], now: Date): CreditCount {
  const live = rows.filter((row) => !isExpired(row.expiration_date, now));
  if (live.some((row) => row.available_classes === -1)) return 'unlimited';
  return live.reduce((sum, row) => sum + Math.max(0, row.available_classes), 0);
}

/** What removing classes may take: the positive, unexpired counts (unlimited rows are not counted). */
export function removableCredits(rows: readonly CreditsRowLike[], now: Date): number {
  return rows
    .filter((row) => !isExpired(row.expiration_date, now) && row.available_classes > 0)
    .reduce((sum, row) => sum + row.available_classes, 0);
}

/** Giving a package adds its classes (-1: unlimited). */
export function creditsAfterGrant(before: CreditCount, classAmount: number | null | undefined): CreditCount {
  if (before === 'unlimited' || classAmount === -1) return 'unlimited';
  return before + Math.max(0, classAmount ?? 0);
}

/** Revoking a purchase removes the rows it granted. */
export function creditsAfterRevoke(
  rows: readonly PurchaseRowLike[],
  purchaseId: number,
  now: Date,
): CreditCount {
  return creditTotal(
    rows.filter((row) => row.purchase_id !== purchaseId),
    now,
  );
}

/** Removing classes subtracts from the counted credits; an unlimited membership stays unlimited. */
export function creditsAfterRemoval(before: CreditCount, amount: number): CreditCount {
  return before === 'unlimited' ? before : Math.max(0, before - amount);
}

/** A purchase can be revoked unless it already was. */
export function canRevoke(purchase: { status: string }): boolean {
  return purchase.status !== 'revoked';
}

/** The give-access form as typed: text inputs stay strings until sent. */
export interface GiveAccessValues {
  classPackageId: string;
  /** Empty: the package's own validity. */
  days: string;
  isGift: boolean;
  /** Empty: no payment method. */
  paymentMethodId: string;
  bill: boolean;
}

export type GiveAccessErrors = Partial<Record<'classPackageId' | 'days', string>>;

export interface AccessTexts {
  packageRequired: string;
  daysInvalid: string;
  amountInvalid: string;
  amountTooHigh: (available: number) => string;
}

export function giveAccessErrors(values: GiveAccessValues, texts: AccessTexts): GiveAccessErrors {
  const errors: GiveAccessErrors = {};
  if (!/^\d+$/.test(values.classPackageId)) errors.classPackageId = texts.packageRequired;
  const days = values.days.trim();
  if (days !== '' && (!/^\d+$/.test(days) || Number(days) < 1)) errors.days = texts.daysInvalid;
  return errors;
}

/** The body of POST /customer/giveAccess; call only with values `giveAccessErrors` accepts. */
export function giveAccessBody(customerId: number, values: GiveAccessValues) {
  return {
    customer_id: customerId,
    class_package_id: Number(values.classPackageId),
    package_days: values.days.trim() === '' ? null : Number(values.days),
    is_gift: values.isGift,
    payment_method_id: values.paymentMethodId === '' ? null : Number(values.paymentMethodId),
    bill: values.bill,
  };
}

/** The amount to remove: a whole number from 1 up to what the customer has; null when fine. */
export function removeClassesError(amount: string, available: number, texts: AccessTexts): string | null {
  const text = amount.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return texts.amountInvalid;
  if (Number(text) > available) return texts.amountTooHigh(available);
  return null;
}
