/*
 * Which credits a reservation uses. A credits row holds a count (-1: unlimited) with an optional
 * expiration and an optional restriction to class types; an unlimited membership takes none.
 */

export interface CreditsRowLike {
  available_class_id?: number;
  available_classes: number;
  expiration_date?: string | null;
  class_type_id?: number | null;
  /** Comma-separated class type ids; null means any class type. */
  class_types?: string | null;
}

export interface MembershipLike {
  has_unlimited?: boolean;
  unlimited_membership_expiration?: string | null;
}

export function isExpired(expiration: string | null | undefined, now: Date): boolean {
  if (!expiration) return false;
  return Date.parse(expiration) <= now.getTime();
}

/** The class types a row is restricted to, or null when it is valid for any. */
export function rowClassTypes(row: CreditsRowLike): number[] | null {
  const listed = (row.class_types ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((id) => Number.isInteger(id));
  if (listed.length > 0) return listed;
  if (row.class_type_id !== null && row.class_type_id !== undefined) return [row.class_type_id];
  return null;
}

export function isRowValidForClassType(row: CreditsRowLike, classTypeId: number): boolean {
  const types = rowClassTypes(row);
  return types === null || types.includes(classTypeId);
}

/** Unlimited: a membership that has not ended, or an unexpired credits row of -1. */
export function hasUnlimitedAccess(
  membership: MembershipLike,
  rows: readonly CreditsRowLike[],
  now: Date,
): boolean {
  if (membership.has_unlimited && !isExpired(membership.unlimited_membership_expiration, now)) return true;
  return rows.some((row) => row.available_classes === -1 && !isExpired(row.expiration_date, now));
}

/** Rows that can pay for a class of this type, the one expiring first first (no expiry last). */
export function usableRows<T extends CreditsRowLike>(
  rows: readonly T[],
  classTypeId: number,
  now: Date,
): T[] {
  return rows
    .filter(
      (row) =>
        row.available_classes > 0 &&
        !isExpired(row.expiration_date, now) &&
        isRowValidForClassType(row, classTypeId),
    )
    .sort((a, b) => expiryTime(a) - expiryTime(b));
}

/** The row a reservation takes its credit from, or undefined when none can pay. */
export function pickCreditsRow<T extends CreditsRowLike>(
  rows: readonly T[],
  classTypeId: number,
  now: Date,
): T | undefined {
  return usableRows(rows, classTypeId, now)[0];
}

/** A row's count once a cancelled reservation gives its credit back; an unlimited row (-1) never lost one. */
export function countWithCreditBack(availableClasses: number): number {
  return availableClasses >= 0 ? availableClasses + 1 : availableClasses;
}

function expiryTime(row: CreditsRowLike): number {
  return row.expiration_date ? Date.parse(row.expiration_date) : Number.POSITIVE_INFINITY;
}
