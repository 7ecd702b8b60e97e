/*
 * What a membership's end stores. Access is always decided on the dates (hasUnlimitedAccess), but
 * the customer's `has_unlimited` flag is stored, and the back office shows "Membresía hasta …"
 * from it: once its date has passed the flag must follow, or staff see a membership that ended.
 * The server's expiry job (server/jobs/membership-expiry.ts) applies this at the end.
 */
import { unlimitedFromRows, type CreditRow } from './admin/customer-admin';
import { isExpired, type MembershipLike } from './credits';

/**
 * The customer's stored membership once its date has passed: what their unlimited credits rows in
 * force give (usually none: the flag goes off), or null while nothing is to change (no
 * membership, no end date, or an end still ahead).
 */
export function membershipAfterExpiry(
  customer: MembershipLike,
  rows: readonly CreditRow[],
  now: Date,
): { has_unlimited: boolean; unlimited_membership_expiration: string | null } | null {
  if (!customer.has_unlimited || !customer.unlimited_membership_expiration) return null;
  if (!isExpired(customer.unlimited_membership_expiration, now)) return null;
  return unlimitedFromRows(rows, now);
}
