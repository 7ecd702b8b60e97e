import { db, type SingleClassRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { activeReservationsOf } from '#mocks/views/single-class';

type Spot = number | string | null;
type SpotCell = { label?: unknown; selectable?: unknown };

/** The custom map that applies to a class type: its own, or one listing it in class_types. */
export function customSpotMapFor(class_type_id: number) {
  return db.customSpotMaps.findFirst((q) =>
    q.where(
      (map) =>
        map.class_type_id === class_type_id ||
        (map.class_types ?? '')
          .split(',')
          .map((part) => Number(part.trim()))
          .includes(class_type_id),
    ),
  );
}

function parseSpots(text: string): Record<string, SpotCell> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, SpotCell>) : {};
  } catch {
    return {};
  }
}

/**
 * The spot as stored, after checking it exists on the class's map (custom map keys, or the
 * numbers 1..n of the class type's spot_map row sizes) and can be chosen. No spot stays null.
 */
export function validSpot(singleClass: SingleClassRecord, spot: Spot | undefined): Spot {
  if (spot === null || spot === undefined || spot === '') return null;
  const custom = customSpotMapFor(singleClass.class_type_id);
  if (custom) {
    const cell = parseSpots(custom.spots)[String(spot)];
    if (!cell) throw apiError(400, 'Ese lugar no existe.');
    if (cell.selectable !== true) throw apiError(400, 'Ese lugar no se puede reservar.');
    return String(spot);
  }
  const classType = db.classTypes.findFirst((q) => q.where({ class_type_id: singleClass.class_type_id }));
  const total = (classType?.spot_map ?? '')
    .split(',')
    .map(Number)
    .filter((size) => Number.isInteger(size) && size > 0)
    .reduce((sum, size) => sum + size, 0);
  const number = typeof spot === 'number' ? spot : Number(spot);
  if (!Number.isInteger(number) || number < 1 || number > total) throw apiError(400, 'Ese lugar no existe.');
  return number;
}

/** 409 when another active reservation of the class holds the spot. */
export function assertSpotFree(
  singleClass: SingleClassRecord,
  spot: Spot,
  exceptReservationId?: number,
): void {
  if (spot === null) return;
  const taken = activeReservationsOf(singleClass.single_class_id).some(
    (reservation) =>
      reservation.class_reservation_id !== exceptReservationId && String(reservation.spot) === String(spot),
  );
  if (taken) throw apiError(409, 'Ese lugar ya fue reservado. Elige otro.');
}
