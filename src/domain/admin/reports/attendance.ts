/*
 * The attendance report (issue 33, decision 075), built from one row per started class of the
 * range with its places counted (the server counts them in SQL) and the customers' visits, by the
 * mocks and the server alike. A no-show is what Mis Reservaciones and the penalty call one: a live
 * reservation of a started class without attendance marked. A late cancel is a cancel made when
 * `cancelInTime` no longer held: the one that keeps the credit.
 */
import type { components } from '#src/api/schema.gen';
import { studioNow, timeframeMs } from '#src/domain/booking-window';
import type { BookingSettings } from '#src/domain/booking/settings';
import type { ReportRange } from './range';

export type AttendanceReport = components['schemas']['AttendanceReport'];
export type AttendanceRow = components['schemas']['AttendanceRow'];
export type AttendanceCustomer = components['schemas']['AttendanceCustomer'];

/** How many customers the busiest list shows. */
export const BUSIEST_CUSTOMERS = 10;

const HOUR_MS = 3_600_000;

export interface AttendanceClassRow {
  single_class_id: number;
  /** Wall clock written as UTC (decision 004). */
  class_date: string;
  class_type: string;
  coaches: readonly string[];
  /** Live reservations. */
  booked: number;
  attended: number;
  late_cancels: number;
}

export interface AttendanceInput extends ReportRange {
  location_id: number | null;
  /** Only classes that have started (see `startedBy`): the shells bound their reads with it. */
  classes: readonly AttendanceClassRow[];
  /** Visits per customer over the same classes (the server sends its top ten, the mocks all). */
  visits: readonly AttendanceCustomer[];
}

/**
 * The latest class date that has started at `now`: classes at or before it count (the
 * `hasClassStarted` rule, as a bound a query can use).
 */
export function startedBy(now: Date, offsetHours: number): string {
  return studioNow(now, offsetHours).toISOString();
}

/**
 * A cancel at an instant later than the class date plus this many milliseconds is late: the same
 * line as `cancelInTime` (class date − (cancel − offset) < timeframe), written so SQL can apply it
 * to a class date column.
 */
export function lateCancelShiftMs(
  settings: Pick<BookingSettings, 'timezoneOffsetHours' | 'cancelTimeframe'>,
) {
  return (
    settings.timezoneOffsetHours * HOUR_MS -
    timeframeMs(settings.cancelTimeframe.value, settings.cancelTimeframe.unit)
  );
}

/** part / whole as a percentage with one decimal; 0 when the whole is 0. */
export function ratePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}

interface Sum {
  classes: number;
  booked: number;
  attended: number;
  late_cancels: number;
}

const ZERO: Sum = { classes: 0, booked: 0, attended: 0, late_cancels: 0 };

function plus(sum: Sum, row: AttendanceClassRow): Sum {
  return {
    classes: sum.classes + 1,
    booked: sum.booked + row.booked,
    attended: sum.attended + row.attended,
    late_cancels: sum.late_cancels + row.late_cancels,
  };
}

function figures(sum: Sum) {
  const no_shows = sum.booked - sum.attended;
  return {
    ...sum,
    no_shows,
    no_show_rate: ratePercent(no_shows, sum.booked),
    late_cancel_rate: ratePercent(sum.late_cancels, sum.booked + sum.late_cancels),
  };
}

function rows(sums: Map<string, { label: string; sum: Sum }>): AttendanceRow[] {
  return [...sums].map(([key, { label, sum }]) => ({ key, label, ...figures(sum) }));
}

/** The most no-shows first: the rows an owner acts on. */
const worstFirst = (list: AttendanceRow[]) =>
  list.sort(
    (a, b) =>
      b.no_show_rate - a.no_show_rate ||
      b.late_cancel_rate - a.late_cancel_rate ||
      a.label.localeCompare(b.label, 'es'),
  );

const hourOf = (classDate: string) => new Date(classDate).getUTCHours();

export function buildAttendanceReport(input: AttendanceInput): AttendanceReport {
  const first = `${input.from}T00:00:00.000Z`;
  const afterLast = new Date(Date.parse(`${input.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  const classes = input.classes.filter((row) => row.class_date >= first && row.class_date < afterLast);
  const types = new Map<string, { label: string; sum: Sum }>();
  const coaches = new Map<string, { label: string; sum: Sum }>();
  const hours = new Map<string, { label: string; sum: Sum }>();
  const add = (sums: typeof types, key: string, label: string, row: AttendanceClassRow) =>
    sums.set(key, { label, sum: plus(sums.get(key)?.sum ?? ZERO, row) });
  let total = ZERO;
  for (const row of classes) {
    total = plus(total, row);
    add(types, row.class_type, row.class_type, row);
    for (const coach of new Set(row.coaches)) add(coaches, coach, coach, row);
    const hour = String(hourOf(row.class_date)).padStart(2, '0');
    add(hours, hour, `${hour}:00`, row);
  }
  return {
    from: input.from,
    to: input.to,
    location_id: input.location_id,
    ...figures(total),
    by_class_type: worstFirst(rows(types)),
    by_coach: worstFirst(rows(coaches)),
    by_hour: rows(hours).sort((a, b) => a.key.localeCompare(b.key)),
    busiest: input.visits
      .filter((one) => one.visits > 0)
      .slice()
      .sort((a, b) => b.visits - a.visits || a.customer_id - b.customer_id)
      .slice(0, BUSIEST_CUSTOMERS),
  };
}
