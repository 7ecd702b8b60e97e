/*
 * A report's range (issue 33, decision 075): studio days, both ends included, read on the
 * studio's clock. Class dates are the studio's wall clock written as UTC (decision 004); purchases
 * are real instants, so each kind of row has its own bounds.
 */
import { isStudioDay } from '#src/domain/admin/studio-day';
import { addDays, studioDay } from '#src/domain/calendar-week';

/** The range a report covers when none is asked for: the last 30 days up to today. */
export const DEFAULT_REPORT_DAYS = 30;
/** A year and a bit: enough for any comparison an owner makes, bounded for the database. */
export const MAX_REPORT_DAYS = 400;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const REPORT_MESSAGES = {
  rangeInvalid: 'Elige un periodo válido: la fecha de inicio no puede ser posterior a la de fin.',
  rangeTooLong: `El periodo no puede pasar de ${MAX_REPORT_DAYS} días.`,
  groupInvalid: 'Agrupa por día, semana o mes.',
  locationInvalid: 'Elige una sede válida.',
} as const;

export interface ReportRange {
  from: string;
  to: string;
}

/** The rows a shell reads for a range. */
export interface ReportWindow extends ReportRange {
  /** Real instants: from the first day's start (inclusive) to the day after the last (exclusive). */
  start: string;
  end: string;
  /** Class dates (wall clock as UTC), the same bounds. */
  classesFrom: string;
  classesUntil: string;
}

export type RangeCheck = { ok: true; window: ReportWindow } | { ok: false; message: string };

/**
 * The range asked for, or its defaults: `to` is the studio's today, `from` 29 days before `to`.
 * Anything malformed is refused rather than guessed.
 */
export function reportWindow(
  now: Date,
  offsetHours: number,
  asked: { from?: string | undefined; to?: string | undefined },
): RangeCheck {
  if (asked.from !== undefined && !isStudioDay(asked.from))
    return { ok: false, message: REPORT_MESSAGES.rangeInvalid };
  if (asked.to !== undefined && !isStudioDay(asked.to))
    return { ok: false, message: REPORT_MESSAGES.rangeInvalid };
  const to = asked.to ?? studioDay(now, offsetHours);
  const from = asked.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS);
  if (from > to) return { ok: false, message: REPORT_MESSAGES.rangeInvalid };
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS)
    return { ok: false, message: REPORT_MESSAGES.rangeTooLong };
  const start = Date.parse(`${from}T00:00:00.000Z`) + offsetHours * HOUR_MS;
  const end = Date.parse(`${addDays(to, 1)}T00:00:00.000Z`) + offsetHours * HOUR_MS;
  return {
    ok: true,
    window: {
      from,
      to,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      classesFrom: `${from}T00:00:00.000Z`,
      classesUntil: `${addDays(to, 1)}T00:00:00.000Z`,
    },
  };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** The studio day of a real instant. */
export function studioDayOf(instant: string, offsetHours: number): string {
  return studioDay(new Date(instant), offsetHours);
}
