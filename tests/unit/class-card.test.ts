import { describe, expect, it } from 'vitest';
import { classCardState, type ClassCardInput } from '#src/domain/class-card';

const ANA = 1;
const others = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    class_reservation_id: 100 + index,
    customer_id: 50 + index,
  }));

const base: ClassCardInput = {
  capacity: 10,
  reservations: others(3),
  classPackageId: null,
  customerId: ANA,
  bookingOpen: true,
  waitlistEnabled: true,
};

describe('class card: badge, look and buttons', () => {
  it.each<[string, Partial<ClassCardInput>, ReturnType<typeof classCardState>]>([
    [
      'open with places',
      {},
      { badge: { kind: 'places', count: 7 }, look: 'available', buttons: ['reserve'], reservationId: null },
    ],
    [
      'one place left',
      { reservations: others(9) },
      { badge: { kind: 'places', count: 1 }, look: 'available', buttons: ['reserve'], reservationId: null },
    ],
    [
      'a visitor sees Reservar too',
      { customerId: null },
      { badge: { kind: 'places', count: 7 }, look: 'available', buttons: ['reserve'], reservationId: null },
    ],
    [
      'full with waitlist',
      { reservations: others(10) },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: ['waitlist'], reservationId: null },
    ],
    [
      'over capacity',
      { capacity: 2, reservations: others(3) },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: ['waitlist'], reservationId: null },
    ],
    [
      'full without waitlist',
      { reservations: others(10), waitlistEnabled: false },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: [], reservationId: null },
    ],
    [
      'no capacity counts as full',
      { capacity: null, reservations: [] },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: ['waitlist'], reservationId: null },
    ],
    [
      'zero capacity counts as full',
      { capacity: 0, reservations: [] },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: ['waitlist'], reservationId: null },
    ],
    [
      'inside the lead time or past',
      { bookingOpen: false },
      { badge: { kind: 'places', count: 7 }, look: 'available', buttons: [], reservationId: null },
    ],
    [
      'full and closed offers no waitlist',
      { bookingOpen: false, reservations: others(10) },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: [], reservationId: null },
    ],
    [
      'package-bound',
      { classPackageId: 7 },
      { badge: { kind: 'places', count: 7 }, look: 'available', buttons: ['buy'], reservationId: null },
    ],
    [
      'package-bound and full still sells the package',
      { classPackageId: 7, reservations: others(10) },
      { badge: { kind: 'soldOut' }, look: 'full', buttons: ['buy'], reservationId: null },
    ],
    [
      'reserved by the customer',
      { reservations: [...others(2), { class_reservation_id: 9, customer_id: ANA }] },
      { badge: { kind: 'places', count: 7 }, look: 'reserved', buttons: ['cancel'], reservationId: 9 },
    ],
    [
      'reserved in a full class',
      { capacity: 3, reservations: [...others(2), { class_reservation_id: 9, customer_id: ANA }] },
      { badge: { kind: 'soldOut' }, look: 'reserved', buttons: ['cancel'], reservationId: 9 },
    ],
    [
      "someone else's reservation is not the visitor's",
      { customerId: null, reservations: [{ class_reservation_id: 9, customer_id: ANA }] },
      { badge: { kind: 'places', count: 9 }, look: 'available', buttons: ['reserve'], reservationId: null },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(classCardState({ ...base, ...overrides })).toEqual(expected);
  });
});
