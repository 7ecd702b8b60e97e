/*
 * What stands between a signed-in customer and the reserve modal, in the order the specs and the
 * studio's server check it: a required document, the profile, a penalty, then credits.
 */
import { hasUnlimitedAccess, pickCreditsRow, type CreditsRowLike, type MembershipLike } from './credits';

/** Guest name minimum (specs §9). */
export const GUEST_NAME_MIN = 2;

export interface ReserveFacts {
  unacceptedPages: number;
  missingProfileFields: number;
  /** End dates of the customer's penalties. */
  penaltyEnds: readonly string[];
  membership: MembershipLike;
  credits: readonly CreditsRowLike[];
  classTypeId: number;
}

export type ReserveBlocker = 'terms' | 'profile' | 'penalty' | 'noCredits';

export function hasActivePenalty(penaltyEnds: readonly string[], now: Date): string | null {
  const active = penaltyEnds
    .filter((end) => Date.parse(end) > now.getTime())
    .sort((a, b) => Date.parse(b) - Date.parse(a));
  return active[0] ?? null;
}

/** Credits that can pay for this class, or an unlimited membership. */
export function canPay(facts: ReserveFacts, now: Date): boolean {
  return (
    hasUnlimitedAccess(facts.membership, facts.credits, now) ||
    pickCreditsRow(facts.credits, facts.classTypeId, now) !== undefined
  );
}

/** The first thing that blocks reserving, or null when the reserve modal can open. */
export function reserveBlocker(facts: ReserveFacts, now: Date): ReserveBlocker | null {
  if (facts.unacceptedPages > 0) return 'terms';
  if (facts.missingProfileFields > 0) return 'profile';
  const pays = canPay(facts, now);
  // The specs: credits or an unlimited membership, plus an active penalty, is the penalty modal.
  if (pays && hasActivePenalty(facts.penaltyEnds, now)) return 'penalty';
  if (!pays) return 'noCredits';
  return null;
}

/** A guest, when added, needs a name of at least 2 characters. */
export function guestNameValid(withGuest: boolean, name: string): boolean {
  return !withGuest || name.trim().length >= GUEST_NAME_MIN;
}
