import { describe, expect, it } from 'vitest';
import { guestNameValid, hasActivePenalty, reserveBlocker, type ReserveFacts } from '#src/domain/reserve';

const now = new Date('2026-03-10T18:00:00.000Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
const facts = (over: Partial<ReserveFacts> = {}): ReserveFacts => ({
  unacceptedPages: 0,
  missingProfileFields: 0,
  penaltyEnds: [],
  membership: {},
  credits: [{ available_classes: 3, class_types: null }],
  classTypeId: 1,
  ...over,
});

describe('what blocks reserving, in order', () => {
  it.each([
    ['nothing', facts(), null],
    [
      'an unaccepted page first',
      facts({ unacceptedPages: 1, missingProfileFields: 2, credits: [] }),
      'terms',
    ],
    ['then the profile', facts({ missingProfileFields: 1, credits: [] }), 'profile'],
    ['credits with a penalty', facts({ penaltyEnds: [days(3)] }), 'penalty'],
    [
      'an unlimited membership with a penalty',
      facts({ credits: [], membership: { has_unlimited: true }, penaltyEnds: [days(1)] }),
      'penalty',
    ],
    ['a penalty that ended', facts({ penaltyEnds: [days(-1)] }), null],
    ['no credits', facts({ credits: [] }), 'noCredits'],
    ['no credits even with a penalty', facts({ credits: [], penaltyEnds: [days(1)] }), 'noCredits'],
    [
      'credits for another class type',
      facts({ credits: [{ available_classes: 3, class_types: '2' }] }),
      'noCredits',
    ],
    [
      'expired credits',
      facts({ credits: [{ available_classes: 3, expiration_date: days(-1) }] }),
      'noCredits',
    ],
    ['an unlimited row', facts({ credits: [{ available_classes: -1 }] }), null],
    ['an unlimited membership', facts({ credits: [], membership: { has_unlimited: true } }), null],
    [
      'an ended unlimited membership',
      facts({ credits: [], membership: { has_unlimited: true, unlimited_membership_expiration: days(-1) } }),
      'noCredits',
    ],
  ])('%s', (_, given, blocker) => {
    expect(reserveBlocker(given, now)).toBe(blocker);
  });

  it('reports the latest active penalty end', () => {
    expect(hasActivePenalty([days(-2), days(5), days(2)], now)).toBe(days(5));
    expect(hasActivePenalty([days(-2)], now)).toBeNull();
  });
});

describe('guest name', () => {
  it.each([
    [false, '', true],
    [true, '', false],
    [true, 'A', false],
    [true, ' A ', false],
    [true, 'Al', true],
    [true, 'Luis', true],
  ])('with guest %s and name %j: %s', (withGuest, name, valid) => {
    expect(guestNameValid(withGuest, name)).toBe(valid);
  });
});
