/*
 * The coaches report (issue 33, decision 075): per coach, the started classes of the range they
 * taught, who came, and the stars customers gave the coach (`coach_stars` on a reservation). Built
 * from the same per-class rows as the attendance report, with the stars summed per class.
 */
import type { components } from '#src/api/schema.gen';
import { ratePercent, type AttendanceClassRow } from './attendance';
import type { ReportRange } from './range';

export type CoachesReport = components['schemas']['CoachesReport'];
export type CoachesRow = components['schemas']['CoachesRow'];

export interface CoachClassRow extends AttendanceClassRow {
  /** The sum of the live reservations' coach stars, and how many gave some. */
  stars: number;
  ratings: number;
}

export interface CoachesInput extends ReportRange {
  location_id: number | null;
  /** Only classes that have started (`startedBy`). */
  classes: readonly CoachClassRow[];
}

interface Sum {
  classes: number;
  booked: number;
  attended: number;
  stars: number;
  ratings: number;
}

const ZERO: Sum = { classes: 0, booked: 0, attended: 0, stars: 0, ratings: 0 };

function plus(sum: Sum, row: CoachClassRow): Sum {
  return {
    classes: sum.classes + 1,
    booked: sum.booked + row.booked,
    attended: sum.attended + row.attended,
    stars: sum.stars + row.stars,
    ratings: sum.ratings + row.ratings,
  };
}

/** The average of the stars with one decimal; null when nobody rated. */
export function averageStars(stars: number, ratings: number): number | null {
  return ratings > 0 ? Math.round((stars * 10) / ratings) / 10 : null;
}

function figures({ stars, ...sum }: Sum) {
  return {
    ...sum,
    attendance_rate: ratePercent(sum.attended, sum.booked),
    rating: averageStars(stars, sum.ratings),
  };
}

export function buildCoachesReport(input: CoachesInput): CoachesReport {
  const first = `${input.from}T00:00:00.000Z`;
  const afterLast = new Date(Date.parse(`${input.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  const classes = input.classes.filter((row) => row.class_date >= first && row.class_date < afterLast);
  const coaches = new Map<string, Sum>();
  let total = ZERO;
  for (const row of classes) {
    total = plus(total, row);
    for (const coach of new Set(row.coaches)) coaches.set(coach, plus(coaches.get(coach) ?? ZERO, row));
  }
  return {
    from: input.from,
    to: input.to,
    location_id: input.location_id,
    ...figures(total),
    coaches: [...coaches]
      .map(([key, sum]) => ({ key, label: key, ...figures(sum) }))
      .sort((a, b) => b.classes - a.classes || a.label.localeCompare(b.label, 'es')),
  };
}
