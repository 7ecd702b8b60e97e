import { rowKey } from './spot-map';

/**
 * The back-office's grid editor of a custom spot map, as pure steps over the map's `spots` JSON
 * text ({ "A1": { label, selectable } }; a missing key is an aisle). The customer's spot map reads
 * the same text (layoutFromCustomMap), so what the editor previews is what customers get.
 */
export type CellKind = 'spot' | 'blocked' | 'aisle';

export interface EditorCell {
  key: string;
  kind: CellKind;
  label: string;
}

type Cells = Record<string, { label: string; selectable: boolean }>;

function parse(spots: string): Cells {
  try {
    const parsed: unknown = JSON.parse(spots);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Cells) : {};
  } catch {
    return {};
  }
}

const keyAt = (row: number, column: number) => `${rowKey(row)}${column + 1}`;

/** The grid as rows of cells, `rows` × `columns`. */
export function editorGrid(spots: string, rows: number, columns: number): EditorCell[][] {
  const cells = parse(spots);
  return Array.from({ length: Math.max(0, rows) }, (_, row) =>
    Array.from({ length: Math.max(0, columns) }, (_, column) => {
      const key = keyAt(row, column);
      const cell = cells[key];
      if (!cell) return { key, kind: 'aisle', label: '' };
      return { key, kind: cell.selectable ? 'spot' : 'blocked', label: cell.label };
    }),
  );
}

/** Changes one cell: a spot (with its label, the key by default), an unselectable spot or an aisle. */
export function setCell(spots: string, key: string, kind: CellKind, label?: string): string {
  const cells = parse(spots);
  if (kind === 'aisle') delete cells[key];
  // An empty label is kept while typing; the customers' map then shows the key.
  else cells[key] = { label: label ?? cells[key]?.label ?? key, selectable: kind === 'spot' };
  return JSON.stringify(cells);
}

/** After a resize, cells outside the grid are dropped, so the saved text matches what shows. */
export function fitSpots(spots: string, rows: number, columns: number): string {
  const inside = new Set(
    editorGrid('{}', rows, columns)
      .flat()
      .map((cell) => cell.key),
  );
  const cells = parse(spots);
  return JSON.stringify(Object.fromEntries(Object.entries(cells).filter(([key]) => inside.has(key))));
}

/** A full grid of choosable spots numbered 1, 2, 3… in reading order: the start of a new map. */
export function filledSpots(rows: number, columns: number): string {
  let next = 1;
  const cells: Cells = {};
  for (const cell of editorGrid('{}', rows, columns).flat())
    cells[cell.key] = { label: String(next++), selectable: true };
  return JSON.stringify(cells);
}

/** Row sizes of a class type's map ("4,5,5"): positive whole numbers separated by commas. */
export function validRowSizes(text: string): boolean {
  return /^\s*[1-9]\d*(\s*,\s*[1-9]\d*)*\s*$/.test(text);
}
