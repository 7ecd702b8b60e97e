/*
 * A place frees up on a full class: the first customer on its waitlist who can take the place is
 * moved into the class, and told on their next visit, once (issue 18).
 */
import { classHasStarted } from './reservation-status';
import { waitlistPositions } from './waitlist';

/**
 * Who is moved into the class: the list in its order (first come, first served), skipping those
 * who cannot take the place now (no credits, a penalty…: `tryToPlace` says no). `tryToPlace`
 * answers what placing the customer would be, or null, so the first yes ends the turn; null when
 * nobody on the list could take it (the place stays free for anyone).
 */
export function promoteFirstWhoCan<E extends { waitlist_id: number; createdAt: string }, R>(
  entries: readonly E[],
  tryToPlace: (entry: E) => R | null,
): { entry: E; placed: R } | null {
  const positions = waitlistPositions(entries);
  const ordered = [...entries].sort(
    (a, b) => (positions.get(a.waitlist_id) ?? 0) - (positions.get(b.waitlist_id) ?? 0),
  );
  for (const entry of ordered) {
    const placed = tryToPlace(entry);
    if (placed !== null) return { entry, placed };
  }
  return null;
}

export interface PromotionLike {
  waitlist_promotion_id: number;
  createdAt: string;
  single_class?: { class_date: string } | undefined;
}

/**
 * The moves to tell the customer about on this visit: not told before on this device, for
 * classes that have not started (a class already under way is news no more), oldest first.
 */
export function promotionsToTell<P extends PromotionLike>(
  promotions: readonly P[],
  told: ReadonlySet<number>,
  now: Date,
  offsetHours: number,
): P[] {
  return promotions
    .filter((promotion) => !told.has(promotion.waitlist_promotion_id))
    .filter((promotion) => !classHasStarted(promotion, now, offsetHours))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
