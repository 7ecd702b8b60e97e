/*
 * Changing the spot or the guest of one's own upcoming reservation; a field left out keeps its
 * value, and the customer may keep the spot they already hold.
 */
import type { ActiveReservationFacts, SpotChoice, SpotMapFacts } from './facts';
import { decideGuest } from './guest-decision';
import { BOOKING_MESSAGES } from './messages';
import { allow, refuse, type Decision } from './refusal';
import { classStarted, type BookingSettings } from './settings';
import { decideSpot, decideSpotFree } from './spot-decision';

export interface UpdateFacts {
  /** The caller's reservation (ownership.ts). */
  reservation: {
    class_reservation_id: number;
    single_class_id: number;
    deletedAt?: string | null | undefined;
    spot?: SpotChoice | undefined;
    guest?: string | null | undefined;
  };
  /** The reservation's class; undefined when the studio cancelled it. */
  singleClass: { class_date: string } | undefined;
  activeReservations: readonly ActiveReservationFacts[];
  spotMap: SpotMapFacts;
  settings: BookingSettings;
  now: Date;
  input: { single_class_id: number; spot?: SpotChoice | undefined; guest?: string | null | undefined };
}

export function decideUpdate(facts: UpdateFacts): Decision<{ spot: SpotChoice; guest: string | null }> {
  const { reservation, singleClass, input } = facts;
  if (input.single_class_id !== reservation.single_class_id) return refuse(400, BOOKING_MESSAGES.wrongClass);
  if (reservation.deletedAt) return refuse(412, BOOKING_MESSAGES.alreadyCancelled);
  if (!singleClass) return refuse(404, BOOKING_MESSAGES.classNotFound);
  if (classStarted(singleClass.class_date, facts.now, facts.settings)) {
    return refuse(412, BOOKING_MESSAGES.notModifiable);
  }
  const guest =
    input.guest === undefined
      ? allow({ guest: reservation.guest ?? null })
      : decideGuest(input.guest, facts.settings.guestsAllowed);
  if (!guest.ok) return guest;
  if (input.spot === undefined) return allow({ spot: reservation.spot ?? null, guest: guest.guest });
  const spot = decideSpot(input.spot, facts.spotMap);
  if (!spot.ok) return spot;
  const free = decideSpotFree(spot.spot, facts.activeReservations, reservation.class_reservation_id);
  if (!free.ok) return free;
  return allow({ spot: spot.spot, guest: guest.guest });
}
