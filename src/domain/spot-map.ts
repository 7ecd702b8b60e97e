/*
 * The spot map of a class: either the class type's `spot_map` row sizes ("4,5,5": spots numbered
 * 1..14 row by row) or a studio's custom map (rows × columns, cells keyed "A1", "B3"... with a
 * label and whether it can be chosen; a missing key is an aisle). Pure layout, no React.
 */

/** What a reservation stores: a number on a row-size map, a key on a custom map. */
export type SpotValue = number | string;

export interface SpotCell {
  /** String form of the value, for comparisons and React keys. */
  key: string;
  value: SpotValue;
  label: string;
  selectable: boolean;
  taken: boolean;
}

/** Rows of cells; null is an empty place in a custom map's grid. */
export type SpotLayout = (SpotCell | null)[][];

export interface CustomSpotMapLike {
  rows: number;
  columns: number;
  /** JSON text of { "A1": { label, selectable } }. */
  spots: string;
}

/** A custom map serves its own class type and the ones it lists in class_types ("1,3"). */
export function spotMapAppliesTo(
  map: { class_type_id?: number | null; class_types?: string | null },
  classTypeId: number,
): boolean {
  if (map.class_type_id === classTypeId) return true;
  return (map.class_types ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .includes(classTypeId);
}

export interface ReservationSpotLike {
  class_reservation_id: number;
  spot?: number | string | null;
}

/** "4,5,5" → [4, 5, 5]; blanks, zeros and junk are dropped. */
export function parseRowSizes(spotMap: string | null | undefined): number[] {
  return (spotMap ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((size) => Number.isInteger(size) && size > 0);
}

/** Spots held by the class's active reservations, except the customer's own one (they may keep it). */
export function takenSpots(
  reservations: readonly ReservationSpotLike[],
  exceptReservationId?: number | null,
): Set<string> {
  const taken = new Set<string>();
  for (const reservation of reservations) {
    if (reservation.class_reservation_id === exceptReservationId) continue;
    if (reservation.spot !== null && reservation.spot !== undefined && reservation.spot !== '') {
      taken.add(String(reservation.spot));
    }
  }
  return taken;
}

export function layoutFromRowSizes(sizes: readonly number[], taken: ReadonlySet<string>): SpotLayout {
  let next = 1;
  return sizes.map((size) =>
    Array.from({ length: size }, () => {
      const value = next++;
      const key = String(value);
      return { key, value, label: key, selectable: true, taken: taken.has(key) };
    }),
  );
}

/** "A" → 0, "B" → 1 ... "AA" → 26: the row letters of custom map keys. */
export function rowKey(index: number): string {
  let key = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    key = String.fromCharCode(65 + rest) + key;
    n = Math.floor((n - 1) / 26);
  }
  return key;
}

/** The cells of a custom map's JSON text, by key; junk reads as no cells. */
export function parseCells(text: string): Record<string, { label?: unknown; selectable?: unknown }> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, { label?: unknown; selectable?: unknown }>)
      : {};
  } catch {
    return {};
  }
}

export function layoutFromCustomMap(map: CustomSpotMapLike, taken: ReadonlySet<string>): SpotLayout {
  const cells = parseCells(map.spots);
  return Array.from({ length: Math.max(0, map.rows) }, (_, row) =>
    Array.from({ length: Math.max(0, map.columns) }, (_, column) => {
      const key = `${rowKey(row)}${column + 1}`;
      const cell = cells[key];
      if (!cell) return null;
      const label = typeof cell.label === 'string' && cell.label !== '' ? cell.label : key;
      return { key, value: key, label, selectable: cell.selectable === true, taken: taken.has(key) };
    }),
  );
}

/** The layout a class shows: a custom map wins over the class type's row sizes; null for none. */
export function spotLayout(
  options: { spotMap?: string | null | undefined; custom?: CustomSpotMapLike | null | undefined },
  taken: ReadonlySet<string>,
): SpotLayout | null {
  if (options.custom) return layoutFromCustomMap(options.custom, taken);
  const sizes = parseRowSizes(options.spotMap);
  return sizes.length > 0 ? layoutFromRowSizes(sizes, taken) : null;
}

export function canChoose(cell: SpotCell | null | undefined): cell is SpotCell {
  return Boolean(cell && cell.selectable && !cell.taken);
}

/** The spots a customer can choose, in reading order (the list alternative and arrow keys). */
export function choosableSpots(layout: SpotLayout): SpotCell[] {
  return layout.flat().filter(canChoose);
}

/** Arrow-key move inside a radio group: next or previous choosable spot, wrapping around. */
export function stepSpot(layout: SpotLayout, currentKey: string | null, step: 1 | -1): SpotCell | null {
  const spots = choosableSpots(layout);
  if (spots.length === 0) return null;
  const index = spots.findIndex((spot) => spot.key === currentKey);
  if (index === -1) return step === 1 ? spots[0]! : spots[spots.length - 1]!;
  return spots[(index + step + spots.length) % spots.length]!;
}
