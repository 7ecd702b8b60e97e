/*
 * What a paid purchase gives the customer. Unlimited packages (-1) extend the membership (never
 * shortening one that runs); credit packages add one credits row, limited to the package's class
 * types when it names any, expiring expiration_days after now; online packages and fees
 * (0 credits) give nothing here: the purchase itself is the access.
 */

const DAY_MS = 86_400_000;
/** An unlimited package without expiration_days still has to end some day. */
const DEFAULT_UNLIMITED_DAYS = 30;

export interface GrantedPackage {
  online?: boolean | null | undefined;
  class_amount: number;
  expiration_days?: number | null | undefined;
  class_package_types?: readonly { class_type_id?: number | null | undefined }[] | null | undefined;
  is_subscription?: boolean | null | undefined;
}

export type Grant =
  | { kind: 'nothing' }
  | { kind: 'membership'; unlimited_membership_expiration: string }
  | {
      kind: 'credits';
      row: {
        class_type_id: number | null;
        class_types: string | null;
        available_classes: number;
        expiration_date: string | null;
      };
    };

const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS).toISOString();

export function decideGrant(
  pkg: GrantedPackage,
  now: Date,
  membership: { unlimited_membership_expiration?: string | null | undefined },
): Grant {
  if (pkg.online) return { kind: 'nothing' };
  if (pkg.class_amount === -1) {
    const until = daysAfter(now, pkg.expiration_days ?? DEFAULT_UNLIMITED_DAYS);
    const current = membership.unlimited_membership_expiration;
    const later = current && Date.parse(current) >= Date.parse(until) ? current : until;
    return { kind: 'membership', unlimited_membership_expiration: later };
  }
  if (pkg.class_amount <= 0) return { kind: 'nothing' };
  const typeIds = (pkg.class_package_types ?? [])
    .map((type) => type.class_type_id)
    .filter((id): id is number => typeof id === 'number');
  return {
    kind: 'credits',
    row: {
      class_type_id: typeIds.length === 1 ? typeIds[0]! : null,
      class_types: typeIds.length > 0 ? typeIds.join(',') : null,
      available_classes: pkg.class_amount,
      expiration_date:
        pkg.expiration_days === null || pkg.expiration_days === undefined
          ? null
          : daysAfter(now, pkg.expiration_days),
    },
  };
}

/** A paid purchase is 'active' while a subscription runs, otherwise 'completed'. */
export function paidStatus(pkg: { is_subscription?: boolean | null | undefined }): 'active' | 'completed' {
  return pkg.is_subscription ? 'active' : 'completed';
}

/**
 * What a paid renewal grants: the period that was bought (its classes and their validity, kept on
 * the purchase), even if the studio changed the package since.
 */
export function renewedPackage<P extends GrantedPackage>(
  pkg: P,
  purchase: { class_amount?: number | null | undefined; expiration_days?: number | null | undefined },
): P {
  return {
    ...pkg,
    class_amount: purchase.class_amount ?? pkg.class_amount,
    expiration_days: purchase.expiration_days ?? pkg.expiration_days,
  };
}
