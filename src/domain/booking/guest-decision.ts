/*
 * A guest brought to a class: allowed only when the studio accepts guests, and named with at
 * least two characters (specs §9).
 */
import { GUEST_NAME_MIN } from '#src/domain/reserve';
import { BOOKING_MESSAGES } from './messages';
import { allow, refuse, type Decision } from './refusal';

/** The guest name to store, trimmed: null when none is brought. */
export function decideGuest(
  guest: string | null | undefined,
  guestsAllowed: boolean,
): Decision<{ guest: string | null }> {
  if (guest === null || guest === undefined) return allow({ guest: null });
  if (!guestsAllowed) return refuse(400, BOOKING_MESSAGES.guestsNotAllowed);
  const name = guest.trim();
  if (name.length < GUEST_NAME_MIN) return refuse(400, BOOKING_MESSAGES.guestNameMissing);
  return allow({ guest: name });
}

export interface GuestNameFacts {
  reservation: { deletedAt?: string | null | undefined };
  /** The name as sent; anything but text counts as an empty name. */
  name: unknown;
  guestsAllowed: boolean;
}

/** Renaming the guest of one's own reservation (PUT /single_class/guest). */
export function decideGuestName(facts: GuestNameFacts): Decision<{ guest: string }> {
  if (facts.reservation.deletedAt) return refuse(400, BOOKING_MESSAGES.alreadyCancelled);
  const decided = decideGuest(typeof facts.name === 'string' ? facts.name : '', facts.guestsAllowed);
  if (!decided.ok) return decided;
  return decided.guest === null
    ? refuse(400, BOOKING_MESSAGES.guestNameMissing)
    : allow({ guest: decided.guest });
}
