import type { Customer } from '#src/api/entities';
import { hasUnlimitedAccess, isExpired } from '#src/domain/credits';

export type CreditSummary = { kind: 'unlimited'; until: string | null } | { kind: 'credits'; count: number };

/**
 * What the credit summary shows: an unlimited membership (or an unlimited credits row) with its
 * end, otherwise the credits still usable.
 */
export function creditSummary(customer: Customer | null, now: Date): CreditSummary {
  const rows = customer?.available_classes ?? [];
  if (customer && hasUnlimitedAccess(customer, rows, now)) {
    const unlimitedRow = rows.find(
      (row) => row.available_classes === -1 && !isExpired(row.expiration_date, now),
    );
    const until = customer.has_unlimited
      ? (customer.unlimited_membership_expiration ?? null)
      : (unlimitedRow?.expiration_date ?? null);
    return { kind: 'unlimited', until };
  }
  const count = rows
    .filter((row) => row.available_classes > 0 && !isExpired(row.expiration_date, now))
    .reduce((sum, row) => sum + row.available_classes, 0);
  return { kind: 'credits', count };
}
