import { describe, expect, it } from 'vitest';
import { decideGuestName } from '#src/domain/booking/guest-decision';
import { BOOKING_MESSAGES as M } from '#src/domain/booking/messages';
import { decideRating, type RatingFacts } from '#src/domain/booking/rating-decision';
import { decideUpdate, type UpdateFacts } from '#src/domain/booking/update-decision';
import { aClass, classSide, inHours, others, settings } from '#tests/support/booking-facts';

const rating = (over: Partial<RatingFacts> = {}): RatingFacts => ({
  customerId: 1,
  reservation: { deletedAt: null, attend: true, class_stars: null },
  input: { customer_id: 1, class_stars: 4, coach_stars: 5, comment: '  ¡Bien!  ' },
  ratingEnabled: true,
  ...over,
});

describe('rating a class: the first refusal, in order', () => {
  it.each<[string, Partial<RatingFacts>, number, string]>([
    [
      'rating for someone else',
      { input: { customer_id: 2, class_stars: 0, coach_stars: 5 }, ratingEnabled: false },
      403,
      M.reservationNotYours,
    ],
    [
      'stars out of 1..5',
      { input: { customer_id: 1, class_stars: 4, coach_stars: 6 }, ratingEnabled: false },
      400,
      M.starsRange,
    ],
    [
      'stars that are not whole',
      { input: { customer_id: 1, class_stars: 4.5, coach_stars: 5 } },
      400,
      M.starsRange,
    ],
    ['ratings switched off', { ratingEnabled: false, reservation: { attend: false } }, 412, M.ratingOff],
    ['a class not attended', { reservation: { attend: null, class_stars: 3 } }, 412, M.ratingNotAttended],
    [
      'a cancelled reservation',
      { reservation: { attend: true, deletedAt: '2026-11-20T00:00:00Z' } },
      412,
      M.ratingNotAttended,
    ],
    ['rated before', { reservation: { attend: true, class_stars: 3 } }, 409, M.alreadyRated],
  ])('%s', (_, over, status, message) => {
    expect(decideRating(rating(over))).toEqual({ ok: false, refusal: { status, message } });
  });

  it('stores the stars and the trimmed comment; a blank comment is none', () => {
    expect(decideRating(rating())).toEqual({
      ok: true,
      rating: { class_stars: 4, coach_stars: 5, comment: '¡Bien!' },
    });
    const blank = rating({ input: { customer_id: 1, class_stars: 1, coach_stars: 1, comment: '   ' } });
    expect(decideRating(blank)).toMatchObject({ rating: { comment: null } });
  });
});

const update = (over: Partial<UpdateFacts> = {}, input: Partial<UpdateFacts['input']> = {}): UpdateFacts => ({
  ...classSide({ activeReservations: [{ class_reservation_id: 9, customer_id: 1, spot: 2 }, ...others(3)] }),
  reservation: { class_reservation_id: 9, single_class_id: 10, deletedAt: null, spot: 2, guest: 'Luz' },
  input: { single_class_id: 10, ...input },
  ...over,
});

describe('changing the spot or the guest of one’s reservation', () => {
  it.each<[string, UpdateFacts, number, string, string?]>([
    ['another class named', update({ singleClass: undefined }, { single_class_id: 11 }), 400, M.wrongClass],
    [
      'a cancelled reservation',
      update({
        reservation: { class_reservation_id: 9, single_class_id: 10, deletedAt: 'x' },
        singleClass: undefined,
      }),
      412,
      M.alreadyCancelled,
    ],
    ['a class the studio cancelled', update({ singleClass: undefined }), 404, M.classNotFound],
    [
      'a class that started',
      update({ singleClass: aClass({ class_date: inHours(-1) }) }, { spot: 99 }),
      412,
      M.notModifiable,
    ],
    ['a guest name too short', update({}, { guest: 'L', spot: 99 }), 400, M.guestNameMissing],
    ['a spot off the map', update({}, { spot: 99 }), 400, M.spotMissing],
    ['a spot someone else holds', update({}, { spot: 3 }), 409, M.spotTaken, 'spot_taken'],
  ])('%s', (_, facts, status, message, code) => {
    expect(decideUpdate(facts)).toEqual({
      ok: false,
      refusal: { status, message, ...(code ? { code } : {}) },
    });
  });

  it('keeps what is left out, lets the customer keep their own spot, and clears a guest with null', () => {
    expect(decideUpdate(update())).toEqual({ ok: true, spot: 2, guest: 'Luz' });
    expect(decideUpdate(update({}, { spot: 2 }))).toEqual({ ok: true, spot: 2, guest: 'Luz' });
    expect(decideUpdate(update({}, { spot: '4', guest: null }))).toEqual({ ok: true, spot: 4, guest: null });
  });
});

describe('renaming the guest', () => {
  it.each<[string, Parameters<typeof decideGuestName>[0], number, string]>([
    [
      'a cancelled reservation',
      { reservation: { deletedAt: 'x' }, name: 'Luz', guestsAllowed: true },
      400,
      M.alreadyCancelled,
    ],
    ['guests not accepted', { reservation: {}, name: 'Luz', guestsAllowed: false }, 400, M.guestsNotAllowed],
    ['no name sent', { reservation: {}, name: undefined, guestsAllowed: true }, 400, M.guestNameMissing],
    ['a one-letter name', { reservation: {}, name: ' L', guestsAllowed: true }, 400, M.guestNameMissing],
  ])('%s', (_, facts, status, message) => {
    expect(decideGuestName(facts)).toEqual({ ok: false, refusal: { status, message } });
  });

  it('the name trimmed', () => {
    expect(
      decideGuestName({ reservation: {}, name: ' Luz ', guestsAllowed: settings().guestsAllowed }),
    ).toEqual({
      ok: true,
      guest: 'Luz',
    });
  });
});
