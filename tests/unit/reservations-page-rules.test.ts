import { describe, expect, it } from 'vitest';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import { adminReservationUrl } from '#src/features/reservations/admin-link';
import { creditSummary } from '#src/features/reservations/credit-summary';
import { cancelPolicyText, maxCancelsText } from '#src/features/reservations/policy-text';
import { visiblePages } from '#src/ui/pagination';

const policy = (over: Partial<CancelPolicy> = {}): CancelPolicy => ({
  allowCancel: true,
  allowAfterThreshold: false,
  value: 12,
  unit: 'hours',
  ...over,
});

describe('the cancellation policy line', () => {
  it.each([
    [policy(), 'Solo puedes cancelar clases con 12 horas de anticipacion'],
    [policy({ value: 1, unit: 'hour' }), 'Solo puedes cancelar clases con 1 hora de anticipacion'],
    [policy({ value: 30, unit: 'Minutes' }), 'Solo puedes cancelar clases con 30 minutos de anticipacion'],
    [policy({ value: 1, unit: 'minute' }), 'Solo puedes cancelar clases con 1 minuto de anticipacion'],
    [policy({ value: 90, unit: 'seconds' }), 'Solo puedes cancelar clases con 90 segundos de anticipacion'],
    [policy({ value: 1, unit: 'second' }), 'Solo puedes cancelar clases con 1 segundo de anticipacion'],
    [policy({ value: 2, unit: 'days' }), 'Solo puedes cancelar clases con 2 días de anticipacion'],
    [policy({ value: 1, unit: ' day ' }), 'Solo puedes cancelar clases con 1 día de anticipacion'],
    [policy({ value: 3, unit: 'lunas' }), 'Solo puedes cancelar clases con 3 lunas de anticipacion'],
    [policy({ allowCancel: false }), 'Tus clases son transferibles y no son cancelables'],
    [
      policy({ allowCancel: false, allowAfterThreshold: true }),
      'Tus clases son transferibles y no son cancelables',
    ],
  ])('%j → %s', (p, expected) => {
    expect(cancelPolicyText(p)).toBe(expected);
  });

  it.each([
    [1, 'Puedes cancelar una reservación hasta 1 vez por crédito.'],
    [2, 'Puedes cancelar una reservación hasta 2 veces por crédito.'],
    [null, null],
  ])('max cancels %j → %s', (count, expected) => {
    expect(maxCancelsText(count)).toBe(expected);
  });
});

describe('the credit summary', () => {
  const now = new Date('2026-03-10T18:00:00.000Z');
  const customer = (over: object) => ({ customer_id: 1, name: 'Ana', email: 'a@x.mx', ...over });
  it.each([
    ['no customer yet', null, { kind: 'credits', count: 0 }],
    [
      'an unlimited membership',
      customer({ has_unlimited: true, unlimited_membership_expiration: '2026-04-09T00:00:00Z' }),
      { kind: 'unlimited', until: '2026-04-09T00:00:00Z' },
    ],
    [
      'an unlimited membership that ended',
      customer({ has_unlimited: true, unlimited_membership_expiration: '2026-03-01T00:00:00Z' }),
      { kind: 'credits', count: 0 },
    ],
    [
      'an unlimited credits row',
      customer({ available_classes: [{ available_classes: -1, expiration_date: '2026-05-01T00:00:00Z' }] }),
      { kind: 'unlimited', until: '2026-05-01T00:00:00Z' },
    ],
    [
      'credits, leaving out the expired ones',
      customer({
        available_classes: [
          { available_classes: 8 },
          { available_classes: 2, expiration_date: '2026-04-01T00:00:00Z' },
          { available_classes: 5, expiration_date: '2026-03-01T00:00:00Z' },
        ],
      }),
      { kind: 'credits', count: 10 },
    ],
  ])('%s', (_, who, expected) => {
    expect(creditSummary(who as never, now)).toEqual(expected);
  });
});

describe('the access code link and the page numbers', () => {
  it.each([
    [{ protocol: 'https:', host: 'lumen.mx' }, 'https://lumen.mx/admin/reservaciones/12'],
    [{ protocol: 'http:', host: 'localhost:4173' }, 'http://localhost:4173/admin/reservaciones/12'],
    [{ protocol: 'https:', host: 'admin.lumen.mx' }, 'https://admin.lumen.mx/reservaciones/12'],
  ])('%j → %s', (location, expected) => {
    expect(adminReservationUrl(location, 12)).toBe(expected);
  });

  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 0, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 9, [1, 0, 4, 5, 6, 0, 9]],
    [9, 9, [1, 0, 8, 9]],
  ])('page %i of %i shows %j (0 is a gap)', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });
});
