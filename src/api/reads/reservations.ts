import type { MyReservation } from '#src/api/entities';
import { api, unwrap } from '#src/api/client';

export type ReservationFilter = 'all' | 'upcoming' | 'past' | 'cancelled';
export const RESERVATION_FILTERS: readonly ReservationFilter[] = ['all', 'upcoming', 'past', 'cancelled'];

/** Specs §9: pages of 50; the server pages and filters (GET /class_reservations?page&filter). */
export { RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';

export interface ReservationQuery {
  filter: ReservationFilter;
  page: number;
}

export interface ReservationPage {
  total: number;
  reservations: MyReservation[];
}

export async function readReservations({ filter, page }: ReservationQuery): Promise<ReservationPage> {
  const data = await unwrap(api.GET('/class_reservations', { params: { query: { filter, page } } }));
  return { total: data.total, reservations: data.class_reservations };
}

export async function readLocationCount(): Promise<number> {
  return (await unwrap(api.GET('/locations'))).locations.length;
}
