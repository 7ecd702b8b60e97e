import { api, unwrap } from '#src/api/client';
import type { ClassReservation } from './reservation-rows';

export type ReservationFilter = 'all' | 'upcoming' | 'past' | 'cancelled';
export const RESERVATION_FILTERS: readonly ReservationFilter[] = ['all', 'upcoming', 'past', 'cancelled'];

/** Specs §9: pages of 50; the server pages and filters (GET /class_reservations?page&filter). */
export const RESERVATIONS_PAGE_SIZE = 50;

export interface ReservationPage {
  total: number;
  reservations: ClassReservation[];
}

export async function loadReservations(filter: ReservationFilter, page: number): Promise<ReservationPage> {
  const data = await unwrap(api.GET('/class_reservations', { params: { query: { filter, page } } }));
  return { total: data.total, reservations: data.class_reservations };
}

export async function loadLocationCount(): Promise<number> {
  const { locations } = await unwrap(api.GET('/locations'));
  return locations.length;
}

/** PUT /single_class/guest; resolves with the server's message. */
export async function saveGuestName(classReservationId: number, name: string): Promise<string> {
  const answer = await unwrap(
    api.PUT('/single_class/guest', { body: { class_reservation_id: classReservationId, name } }),
  );
  return answer.message;
}
