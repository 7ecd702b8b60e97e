/*
 * What a purchase holds: every purchase but a failed charge counts toward the per-customer limit
 * and takes one of a special event's places (a pending cash payment holds its place).
 */

export function holdsPurchase(status: string): boolean {
  return status !== 'failed';
}

/**
 * Places of a special event: the capacity of the classes bound to its package (the seed binds
 * "Yoga al atardecer" to one class of 20). A special event with no class bound, or any other
 * package, has no limit (null).
 */
export function specialEventPlaces(
  pkg: { is_special_event?: boolean | null | undefined },
  boundClasses: readonly { capacity?: number | null | undefined }[],
): number | null {
  if (!pkg.is_special_event || boundClasses.length === 0) return null;
  return boundClasses.reduce((sum, single) => sum + (single.capacity ?? 0), 0);
}
