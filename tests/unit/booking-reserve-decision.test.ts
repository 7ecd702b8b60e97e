import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '#src/domain/booking/messages';
import { decideReserve, type ReserveFacts } from '#src/domain/booking/reserve-decision';
import { aClass, inDays, inHours, others, reserveFacts, settings } from '#tests/support/booking-facts';

const refusalOf = (facts: ReserveFacts) => {
  const decided = decideReserve(facts);
  return decided.ok ? null : decided.refusal;
};

describe('may this customer reserve this class: the first refusal, in the order the server checks', () => {
  // Each row breaks one more thing than the row below it, so the row shows which check comes first.
  const everythingWrong = {
    singleClass: aClass({ class_package_id: 4, class_date: inHours(1) }),
    settings: settings({ leadHours: 2 }),
    unacceptedPages: 1,
    missingProfileFields: 1,
    penaltyEnds: [inDays(2)],
    activeReservations: [...others(1, 2), { class_reservation_id: 9, customer_id: 1, spot: 3 }],
  };
  it.each<[string, Partial<ReserveFacts>, number, string, string?]>([
    ['an unknown or cancelled class', { ...everythingWrong, singleClass: undefined }, 404, M.classNotFound],
    ['a class sold with its package', everythingWrong, 412, M.packageRequired],
    [
      'the booking window closed',
      { ...everythingWrong, singleClass: aClass({ class_date: inHours(1) }) },
      412,
      M.classUnavailable,
    ],
    ['a required page not accepted', { ...everythingWrong, singleClass: aClass() }, 412, M.pagesRequired],
    [
      'the profile incomplete',
      { ...everythingWrong, singleClass: aClass(), unacceptedPages: 0 },
      412,
      M.profileRequired,
    ],
    [
      'an active penalty, with credits',
      { ...everythingWrong, singleClass: aClass(), unacceptedPages: 0, missingProfileFields: 0 },
      412,
      M.penalty,
    ],
    [
      'already holding a place',
      {
        ...everythingWrong,
        singleClass: aClass(),
        unacceptedPages: 0,
        missingProfileFields: 0,
        penaltyEnds: [],
      },
      409,
      M.alreadyReserved,
      'already_reserved',
    ],
    ['the class full', { activeReservations: others(1, 2, 3) }, 409, M.classFull, 'class_full'],
  ])('%s', (_, over, status, message, code) => {
    expect(refusalOf(reserveFacts(over, { spot: 99, guest: 'x' }))).toEqual({
      status,
      message,
      ...(code ? { code } : {}),
    });
  });

  it.each<[string, Partial<ReserveFacts>, string]>([
    ['no credits at all', { credits: [] }, M.outOfCredits],
    [
      'no credits, even with a penalty: credits are named first',
      { credits: [], penaltyEnds: [inDays(1)] },
      M.outOfCredits,
    ],
    [
      'credits for another class type only',
      { credits: [{ available_class_id: 7, available_classes: 3, class_types: '2' }] },
      M.outOfCredits,
    ],
    [
      'expired credits',
      { credits: [{ available_class_id: 7, available_classes: 3, expiration_date: inDays(-1) }] },
      M.outOfCredits,
    ],
    [
      'an unlimited member with a penalty',
      { credits: [], customer: { customer_id: 1, has_unlimited: true }, penaltyEnds: [inDays(1)] },
      M.penalty,
    ],
  ])('412 for %s', (_, over, message) => {
    expect(refusalOf(reserveFacts(over))).toEqual({ status: 412, message });
  });

  it('a class without capacity is full; a penalty that ended blocks nothing', () => {
    expect(refusalOf(reserveFacts({ singleClass: aClass({ capacity: 0 }) }))?.code).toBe('class_full');
    expect(refusalOf(reserveFacts({ penaltyEnds: [inDays(-1)] }))).toBeNull();
  });
});

describe('the guest and the spot, once there is a place', () => {
  it.each<[string, Partial<ReserveFacts>, ReserveFacts['request'], number, string, string?]>([
    [
      'guests not accepted',
      { settings: settings({ guestsAllowed: false }) },
      { guest: 'Luz' },
      400,
      M.guestsNotAllowed,
    ],
    ['a guest named with one letter', {}, { guest: ' L ' }, 400, M.guestNameMissing],
    ['a spot off the map', {}, { spot: 9 }, 400, M.spotMissing],
    ['a spot that is not a number on a row-size map', {}, { spot: 'A1' }, 400, M.spotMissing],
    [
      'a custom map key that does not exist',
      { spotMap: { custom: { spots: '{"A1":{"label":"1","selectable":true}}' } } },
      { spot: 'B1' },
      400,
      M.spotMissing,
    ],
    [
      'a custom map spot that cannot be chosen',
      { spotMap: { custom: { spots: '{"A1":{"label":"1","selectable":false}}' } } },
      { spot: 'A1' },
      400,
      M.spotNotSelectable,
    ],
    [
      'a spot someone holds',
      { activeReservations: others(4) },
      { spot: '4' },
      409,
      M.spotTaken,
      'spot_taken',
    ],
    // The guest is checked before the spot.
    [
      'a bad guest and a taken spot',
      { activeReservations: others(4) },
      { spot: 4, guest: '' },
      400,
      M.guestNameMissing,
    ],
  ])('%s', (_, over, request, status, message, code) => {
    expect(refusalOf(reserveFacts(over, request))).toEqual({ status, message, ...(code ? { code } : {}) });
  });
});

describe('what a reservation costs and stores', () => {
  it('one credit from the row that expires first, the guest trimmed, the spot as stored', () => {
    const decided = decideReserve(
      reserveFacts(
        {
          credits: [
            { available_class_id: 1, available_classes: 2, expiration_date: null },
            { available_class_id: 2, available_classes: 1, expiration_date: inDays(3) },
            { available_class_id: 3, available_classes: 0, expiration_date: inDays(1) },
          ],
        },
        { spot: '5', guest: '  Luz ' },
      ),
    );
    expect(decided).toMatchObject({
      ok: true,
      charge: { kind: 'credit', creditsRowId: 2 },
      spot: 5,
      guest: 'Luz',
    });
  });

  it('nothing from an unlimited member, even one who also holds credits', () => {
    const unlimitedRow = reserveFacts({
      credits: [
        { available_class_id: 1, available_classes: 4 },
        { available_class_id: 2, available_classes: -1 },
      ],
    });
    expect(decideReserve(unlimitedRow)).toMatchObject({ ok: true, charge: { kind: 'unlimited' } });
    const member = reserveFacts({ customer: { customer_id: 1, has_unlimited: true }, credits: [] });
    expect(decideReserve(member)).toMatchObject({
      ok: true,
      charge: { kind: 'unlimited' },
      spot: null,
      guest: null,
    });
  });

  it('the last place, a custom map key, no spot left out as null', () => {
    const lastPlace = reserveFacts(
      {
        activeReservations: others('A2', null),
        spotMap: { custom: { spots: '{"A1":{"label":"1","selectable":true}}' } },
      },
      { spot: 'A1' },
    );
    expect(decideReserve(lastPlace)).toMatchObject({ ok: true, spot: 'A1' });
    expect(decideReserve(reserveFacts({}, { spot: '' }))).toMatchObject({ ok: true, spot: null });
  });
});
