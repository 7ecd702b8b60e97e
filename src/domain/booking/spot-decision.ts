/*
 * Whether a spot can be asked for in a class: it exists on the class's map (a custom map's key,
 * or 1..n of the row sizes) and can be chosen, and no other active reservation holds it.
 */
import { parseCells, parseRowSizes, takenSpots } from '#src/domain/spot-map';
import type { ActiveReservationFacts, SpotChoice, SpotMapFacts } from './facts';
import { BOOKING_MESSAGES } from './messages';
import { allow, refuse, type Decision } from './refusal';

/** The spot as stored (a key on a custom map, a number on row sizes); none stays null. */
export function decideSpot(spot: SpotChoice | undefined, map: SpotMapFacts): Decision<{ spot: SpotChoice }> {
  if (spot === null || spot === undefined || spot === '') return allow({ spot: null });
  if (map.custom) {
    const cell = parseCells(map.custom.spots)[String(spot)];
    if (!cell) return refuse(400, BOOKING_MESSAGES.spotMissing);
    if (cell.selectable !== true) return refuse(400, BOOKING_MESSAGES.spotNotSelectable);
    return allow({ spot: String(spot) });
  }
  const total = parseRowSizes(map.spotMap).reduce((sum, size) => sum + size, 0);
  const number = typeof spot === 'number' ? spot : Number(spot);
  if (!Number.isInteger(number) || number < 1 || number > total) {
    return refuse(400, BOOKING_MESSAGES.spotMissing);
  }
  return allow({ spot: number });
}

/** 409 spot_taken when another active reservation (not `exceptReservationId`) holds the spot. */
export function decideSpotFree(
  spot: SpotChoice,
  activeReservations: readonly ActiveReservationFacts[],
  exceptReservationId?: number,
): Decision {
  if (spot === null) return allow({});
  if (takenSpots(activeReservations, exceptReservationId).has(String(spot))) {
    return refuse(409, BOOKING_MESSAGES.spotTaken, 'spot_taken');
  }
  return allow({});
}
