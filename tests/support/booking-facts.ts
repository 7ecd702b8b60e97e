/*
 * Plain facts for the booking decisions' unit tests: one studio at a pinned moment, a class
 * tomorrow, a customer who may reserve it. Each test changes only what it is about.
 */
import type { ActiveReservationFacts, ClassFacts, CustomerBookingFacts } from '#src/domain/booking/facts';
import type { ClassBookingFacts, ReserveFacts } from '#src/domain/booking/reserve-decision';
import { bookingSettingsOf, type BookingSettings } from '#src/domain/booking/settings';

/** 16:00 UTC: 10:00 in the studio (UTC−6). Class dates are the studio's wall clock written as UTC. */
export const NOW = new Date('2026-11-25T16:00:00.000Z');

/** A class date `hours` from the studio's now. */
export function inHours(hours: number): string {
  return new Date(Date.parse('2026-11-25T10:00:00.000Z') + hours * 3_600_000).toISOString();
}

/** A real instant `days` from NOW (penalty ends, expirations, creation times). */
export function inDays(days: number): string {
  return new Date(NOW.getTime() + days * 86_400_000).toISOString();
}

export function settings(over: Partial<BookingSettings> = {}): BookingSettings {
  return { ...bookingSettingsOf(() => undefined), guestsAllowed: true, waitlistEnabled: true, ...over };
}

export function aClass(over: Partial<ClassFacts> = {}): ClassFacts {
  return {
    single_class_id: 10,
    class_type_id: 1,
    class_date: inHours(24),
    capacity: 3,
    class_package_id: null,
    ...over,
  };
}

/** Active reservations of other customers (ids 100, 101…), spots as given. */
export function others(...spots: (number | string | null)[]): ActiveReservationFacts[] {
  return spots.map((spot, index) => ({ class_reservation_id: 500 + index, customer_id: 100 + index, spot }));
}

export function classSide(over: Partial<ClassBookingFacts> = {}): ClassBookingFacts {
  return {
    singleClass: aClass(),
    activeReservations: [],
    spotMap: { spotMap: '4,4' },
    settings: settings(),
    now: NOW,
    ...over,
  };
}

export function customerSide(over: Partial<CustomerBookingFacts> = {}): CustomerBookingFacts {
  return {
    customer: { customer_id: 1 },
    unacceptedPages: 0,
    missingProfileFields: 0,
    penaltyEnds: [],
    credits: [{ available_class_id: 7, available_classes: 3, class_types: null }],
    ...over,
  };
}

export function reserveFacts(
  over: Partial<ReserveFacts> = {},
  request: ReserveFacts['request'] = {},
): ReserveFacts {
  return { ...classSide(), ...customerSide(), request, ...over };
}
