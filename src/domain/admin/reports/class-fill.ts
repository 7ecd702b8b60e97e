/*
 * The class fill report (issue 33, decision 075), built from one row per class of the range with
 * its places taken (the server counts them in SQL), by the mocks and the server alike. Cancelled
 * classes and classes without a capacity are left out: nothing was offered to fill.
 */
import type { components } from '#src/api/schema.gen';
import type { ReportRange } from './range';

export type ClassFillReport = components['schemas']['ClassFillReport'];
export type ClassFillRow = components['schemas']['ClassFillRow'];
export type ClassFillSlot = components['schemas']['ClassFillSlot'];
export type ClassFillClass = components['schemas']['ClassFillClass'];

export interface FillClassRow {
  single_class_id: number;
  /** Wall clock written as UTC (decision 004). */
  class_date: string;
  class_type: string;
  location: string;
  /** Names in the order the coaches were assigned. */
  coaches: readonly string[];
  capacity: number | null;
  booked: number;
}

export interface ClassFillInput extends ReportRange {
  location_id: number | null;
  classes: readonly FillClassRow[];
}

/** booked / capacity as a percentage with one decimal; 0 when nothing was offered. */
export function fillPercent(booked: number, capacity: number): number {
  return capacity > 0 ? Math.round((booked * 1000) / capacity) / 10 : 0;
}

interface Sum {
  classes: number;
  booked: number;
  capacity: number;
}

function add(sums: Map<string, Sum>, key: string, row: FillClassRow & { capacity: number }) {
  const sum = sums.get(key) ?? { classes: 0, booked: 0, capacity: 0 };
  sums.set(key, {
    classes: sum.classes + 1,
    booked: sum.booked + row.booked,
    capacity: sum.capacity + row.capacity,
  });
}

function fullestFirst(sums: Map<string, Sum>): ClassFillRow[] {
  return [...sums]
    .map(([key, sum]) => ({ key, label: key, ...sum, fill: fillPercent(sum.booked, sum.capacity) }))
    .sort((a, b) => b.fill - a.fill || b.classes - a.classes || a.label.localeCompare(b.label, 'es'));
}

/** 0 is Monday, as the studio's week (decision 004's dates are wall clock, read as UTC). */
const weekdayOf = (classDate: string) => (new Date(classDate).getUTCDay() + 6) % 7;
const hourOf = (classDate: string) => new Date(classDate).getUTCHours();

export function buildClassFillReport(input: ClassFillInput): ClassFillReport {
  const first = `${input.from}T00:00:00.000Z`;
  const afterLast = new Date(Date.parse(`${input.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  const classes = input.classes
    .filter((row): row is FillClassRow & { capacity: number } => row.capacity !== null && row.capacity > 0)
    .filter((row) => row.class_date >= first && row.class_date < afterLast)
    .sort((a, b) => a.class_date.localeCompare(b.class_date) || a.single_class_id - b.single_class_id);
  const types = new Map<string, Sum>();
  const coaches = new Map<string, Sum>();
  const slots = new Map<string, Sum>();
  for (const row of classes) {
    add(types, row.class_type, row);
    for (const coach of new Set(row.coaches)) add(coaches, coach, row);
    add(slots, `${weekdayOf(row.class_date)}/${hourOf(row.class_date)}`, row);
  }
  const booked = classes.reduce((sum, row) => sum + row.booked, 0);
  const capacity = classes.reduce((sum, row) => sum + row.capacity, 0);
  const listed = (row: FillClassRow & { capacity: number }): ClassFillClass => ({
    single_class_id: row.single_class_id,
    class_date: row.class_date,
    class_type: row.class_type,
    location: row.location,
    coach: row.coaches.join(', '),
    booked: row.booked,
    capacity: row.capacity,
    fill: fillPercent(row.booked, row.capacity),
  });
  return {
    from: input.from,
    to: input.to,
    location_id: input.location_id,
    classes: classes.length,
    booked,
    capacity,
    fill: fillPercent(booked, capacity),
    by_class_type: fullestFirst(types),
    by_coach: fullestFirst(coaches),
    slots: [...slots]
      .map(([key, sum]) => {
        const [weekday, hour] = key.split('/').map(Number) as [number, number];
        return { weekday, hour, ...sum, fill: fillPercent(sum.booked, sum.capacity) };
      })
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    full: classes.filter((row) => row.booked >= row.capacity).map(listed),
    // Under a third: the same line as the day's alert for tomorrow (decision 074).
    under_a_third: classes.filter((row) => row.booked * 3 < row.capacity).map(listed),
  };
}
