import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '#src/domain/booking/messages';
import { decideOwnReservation, decideOwnWaitlistEntry } from '#src/domain/booking/ownership';
import type { Decision } from '#src/domain/booking/refusal';
import {
  decideJoinWaitlist,
  decideSaveWaitlist,
  type JoinWaitlistFacts,
} from '#src/domain/booking/waitlist-decision';
import { aClass, inHours, NOW, others, settings } from '#tests/support/booking-facts';

const full = others(1, 2, 3);
const facts = (over: Partial<JoinWaitlistFacts> = {}): JoinWaitlistFacts => ({
  customerId: 1,
  singleClass: aClass(),
  alreadyWaiting: false,
  activeReservations: full,
  settings: settings(),
  now: NOW,
  ...over,
});
const mine = { class_reservation_id: 9, customer_id: 1, spot: null };

describe('joining a waitlist: the first refusal, in order', () => {
  it.each<[string, Partial<JoinWaitlistFacts>, number, string, string?]>([
    [
      'waitlists switched off',
      { settings: settings({ waitlistEnabled: false }), singleClass: undefined },
      412,
      M.waitlistOff,
    ],
    ['an unknown class', { singleClass: undefined }, 404, M.classNotFound],
    [
      'a class that started',
      { singleClass: aClass({ class_date: inHours(-1) }), alreadyWaiting: true },
      412,
      M.classUnavailable,
    ],
    [
      'already on the list',
      { alreadyWaiting: true, activeReservations: [...others(1, 2), mine] },
      409,
      M.alreadyWaiting,
    ],
    [
      'holding a place in the class',
      { activeReservations: [...others(1, 2), mine] },
      409,
      M.alreadyReserved,
      'already_reserved',
    ],
    ['places left', { activeReservations: others(1) }, 412, M.placesLeft],
  ])('%s', (_, over, status, message, code) => {
    expect(decideJoinWaitlist(facts(over))).toEqual({
      ok: false,
      refusal: { status, message, ...(code ? { code } : {}) },
    });
  });

  it('a full class the customer has no place in', () => {
    expect(decideJoinWaitlist(facts())).toMatchObject({ ok: true, singleClass: { single_class_id: 10 } });
  });
});

describe('one’s own records only', () => {
  const entry = { waitlist_id: 3, customer_id: 1, single_class_id: 10 };
  it.each<[string, Decision, number | null, string?]>([
    ['saving a missing entry', decideSaveWaitlist(undefined, 1, 10), 404, M.waitlistNotFound],
    ['saving someone else’s: not found for them', decideSaveWaitlist(entry, 2, 10), 404, M.waitlistNotFound],
    ['moving an entry to another class', decideSaveWaitlist(entry, 1, 11), 400, M.waitlistClassChange],
    ['saving one’s own', decideSaveWaitlist(entry, 1, 10), null],
    ['leaving someone else’s', decideOwnWaitlistEntry(entry, 2, 403), 403, M.waitlistNotYours],
    ['leaving a missing one', decideOwnWaitlistEntry(undefined, 2, 403), 404, M.waitlistNotFound],
  ])('%s', (_, decided, status, message) => {
    if (status === null) expect(decided).toEqual({ ok: true, entry });
    else expect(decided).toEqual({ ok: false, refusal: { status, message } });
  });

  it('a reservation: missing 404, someone else’s 403, one’s own found', () => {
    const reservation = { class_reservation_id: 4, customer_id: 1 };
    expect(decideOwnReservation(undefined, 1)).toEqual({
      ok: false,
      refusal: { status: 404, message: M.reservationNotFound },
    });
    expect(decideOwnReservation(reservation, 2)).toEqual({
      ok: false,
      refusal: { status: 403, message: M.reservationNotYours },
    });
    expect(decideOwnReservation(reservation, 1)).toEqual({ ok: true, reservation });
  });
});
