import { isNetworkFailure } from '#src/api/errors';
import { loadSavedPasses, storeSavedPasses } from '#src/api/saved-passes';
import { appNow } from '#src/domain/app-clock';
import { passesToSave, passesToShow } from '#src/domain/saved-passes';
import { readReservations, type ReservationPage, type ReservationQuery } from './reservations';

/** Whose reservations these are, and the studio's offset to tell which classes have started. */
export interface PassesQuery extends ReservationQuery {
  customerId: number;
  offsetHours: number;
}

/** A page of reservations; `savedAt` is set when it is the device's saved copy, not the server's. */
export interface ReservationsOrPasses extends ReservationPage {
  savedAt: string | null;
}

/**
 * Mis Reservaciones' read: the server's page, whose passes are saved on the device; when the
 * server cannot be reached, the saved passes instead (dated). Any other failure stays a failure.
 */
export async function readReservationsOrPasses(query: PassesQuery): Promise<ReservationsOrPasses> {
  const owner = { customerId: query.customerId, offsetHours: query.offsetHours };
  try {
    const page = await readReservations(query);
    const next = passesToSave(
      loadSavedPasses(query.customerId),
      { ...query, reservations: page.reservations },
      owner,
      appNow(),
    );
    if (next) storeSavedPasses(next);
    return { ...page, savedAt: null };
  } catch (error) {
    const saved = isNetworkFailure(error)
      ? passesToShow(loadSavedPasses(query.customerId), { ...owner, filter: query.filter }, appNow())
      : null;
    if (!saved) throw error;
    return { total: saved.reservations.length, reservations: saved.reservations, savedAt: saved.savedAt };
  }
}
