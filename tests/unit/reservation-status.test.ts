import { describe, expect, it } from 'vitest';
import {
  canEditGuest,
  reservationStatus,
  showsAccessCode,
  showsCancel,
  type ReservationLike,
} from '#src/domain/reservation-status';
import {
  cancelPolicy as policy,
  inStudioHours as inHours,
  studioNow as now,
} from '#tests/support/cancel-policy';

const at = (
  hours: number,
  over: Partial<ReservationLike & { guest: string | null }> = {},
): ReservationLike & { guest?: string | null } => ({
  single_class: { class_date: inHours(hours) },
  is_cash: false,
  is_paid: true,
  attend: null,
  deletedAt: null,
  ...over,
});

describe('reservation status, in the specs priority order', () => {
  it.each([
    [
      'cancelled beats everything',
      at(-24, { deletedAt: '2026-03-01T00:00:00Z', is_cash: true, is_paid: false }),
      'cancelled',
    ],
    ['unpaid cash beats a no-show', at(-24, { is_cash: true, is_paid: false }), 'cashUnpaid'],
    ['unpaid cash ahead', at(24, { is_cash: true, is_paid: false }), 'cashUnpaid'],
    ['paid cash is not incomplete', at(24, { is_cash: true, is_paid: true }), 'upcoming'],
    ['past and not attended', at(-24, { attend: false }), 'noShow'],
    ['past and never marked', at(-1, { attend: null }), 'noShow'],
    ['attended', at(-24, { attend: true }), 'attended'],
    ['ahead', at(24), 'upcoming'],
    ['starting right now has started', at(0), 'noShow'],
    ['no class loaded', { attend: null }, 'upcoming'],
  ] as const)('%s', (_, reservation, expected) => {
    expect(reservationStatus(reservation, now, 6)).toBe(expected);
  });
});

describe('the Cancelar button', () => {
  it.each([
    // hours ahead, extra reservation fields, policy, shown
    [24, {}, policy(), true],
    [12, {}, policy(), true],
    [11, {}, policy(), false],
    [11, {}, policy({ allowAfterThreshold: true }), true],
    [24, {}, policy({ allowCancel: false }), false],
    [24, {}, policy({ allowCancel: false, allowAfterThreshold: true }), true],
    [24, { deletedAt: '2026-03-01T00:00:00Z' }, policy({ allowAfterThreshold: true }), false],
    [-2, {}, policy({ allowAfterThreshold: true }), false],
    [3, {}, policy({ value: 1, unit: 'day' }), false],
    [3, {}, policy({ value: 90, unit: 'minutes' }), true],
  ] as const)('class in %ih %j with %j: %s', (hours, over, p, shown) => {
    expect(showsCancel(at(hours, over), now, p)).toBe(shown);
  });
});

describe('the access code and the guest name', () => {
  it.each([
    [24, {}, true, true],
    [24, {}, false, false],
    [24, { deletedAt: '2026-03-01T00:00:00Z' }, true, false],
    [-24, { attend: true }, true, false],
  ] as const)('QR for a class in %ih %j, enabled %s: %s', (hours, over, enabled, shown) => {
    expect(showsAccessCode(at(hours, over), now, { enabled, offsetHours: 6 })).toBe(shown);
  });

  it.each([
    [24, { guest: 'Lucía' }, true, true],
    [24, { guest: 'Lucía' }, false, false],
    [24, { guest: null }, true, false],
    [-24, { guest: 'Lucía' }, true, false],
    [24, { guest: 'Lucía', deletedAt: '2026-03-01T00:00:00Z' }, true, false],
  ] as const)('guest edit for a class in %ih %j, guests %s: %s', (hours, over, guestsAllowed, shown) => {
    expect(canEditGuest(at(hours, over), now, { guestsAllowed, offsetHours: 6 })).toBe(shown);
  });
});
