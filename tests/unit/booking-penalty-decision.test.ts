import { describe, expect, it } from 'vitest';
import { decidePenalty, NO_SHOW_PENALTY_DAYS, type PenaltyFacts } from '#src/domain/booking/penalty-decision';
import { inDays, inHours, NOW, settings } from '#tests/support/booking-facts';

const penalties = settings({ unlimitedPenalties: { enabled: true, maxNoShows: 3 } });
const missed = (hoursAgo: number) => ({ class_date: inHours(-hoursAgo), attend: false });
const attended = (hoursAgo: number) => ({ class_date: inHours(-hoursAgo), attend: true });
const facts = (over: Partial<PenaltyFacts> = {}): PenaltyFacts => ({
  customer: { customer_id: 1, has_unlimited: true },
  credits: [],
  reservations: [attended(96), missed(72), missed(48), missed(24)],
  penalties: [],
  settings: penalties,
  now: NOW,
  ...over,
});

describe('the unlimited members’ no-show penalty', () => {
  it(`three no-shows in a row: a penalty of ${NO_SHOW_PENALTY_DAYS} days from now`, () => {
    expect(decidePenalty(facts())).toEqual({
      penalize: true,
      end_date: inDays(NO_SHOW_PENALTY_DAYS),
      noShows: 3,
    });
  });

  it.each<[string, Partial<PenaltyFacts>]>([
    ['penalties switched off', { settings: settings() }],
    [
      'not an unlimited member',
      { customer: { customer_id: 1 }, credits: [{ available_class_id: 1, available_classes: 5 }] },
    ],
    [
      'an unlimited membership that ended',
      { customer: { customer_id: 1, has_unlimited: true, unlimited_membership_expiration: inDays(-1) } },
    ],
    ['only two in a row', { reservations: [missed(72), attended(48), missed(24), missed(1)] }],
    [
      'a cancelled reservation is no no-show',
      { reservations: [missed(72), missed(48), { ...missed(24), deletedAt: inDays(-2) }] },
    ],
    [
      'a class still ahead is no no-show',
      { reservations: [missed(48), missed(24), { class_date: inHours(2), attend: null }] },
    ],
    ['already penalised (still running)', { penalties: [{ end_date: inDays(2), createdAt: inDays(-1) }] }],
    // The run before the last penalty was already penalised; only later classes count.
    ['the same run penalised before', { penalties: [{ end_date: inDays(-0.1), createdAt: inDays(-0.5) }] }],
  ])('none when %s', (_, over) => {
    expect(decidePenalty(facts(over))).toEqual({ penalize: false });
  });

  it('unmarked attendance on a class that started counts, as Mis Reservaciones shows it', () => {
    const unmarked = facts({
      reservations: [missed(72), missed(48), { class_date: inHours(-1), attend: null }],
    });
    expect(decidePenalty(unmarked)).toMatchObject({ penalize: true, noShows: 3 });
  });

  it('an unlimited credits row counts as a membership', () => {
    const row = facts({
      customer: { customer_id: 1 },
      credits: [{ available_class_id: 1, available_classes: -1 }],
    });
    expect(decidePenalty(row)).toMatchObject({ penalize: true });
  });
});
