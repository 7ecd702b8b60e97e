import { describe, expect, it } from 'vitest';
import { averageStars, buildCoachesReport, type CoachClassRow } from '#src/domain/admin/reports/coaches';

let nextId = 1;
const lesson = (
  class_date: string,
  coaches: string[],
  booked: number,
  attended: number,
  stars = 0,
  ratings = 0,
): CoachClassRow => ({
  single_class_id: nextId++,
  class_date,
  class_type: 'Vinyasa Yoga',
  coaches,
  booked,
  attended,
  late_cancels: 0,
  stars,
  ratings,
});

const rows = [
  lesson('2026-11-02T07:00:00.000Z', ['Diego'], 10, 8, 14, 3),
  lesson('2026-11-03T07:00:00.000Z', ['Diego'], 10, 10, 5, 1),
  lesson('2026-11-02T09:00:00.000Z', ['Mariana'], 4, 2),
  lesson('2026-11-04T19:30:00.000Z', ['Sofía'], 6, 3, 9, 2),
  // Outside the range.
  lesson('2026-12-01T09:00:00.000Z', ['Mariana'], 14, 0, 5, 1),
];
const range = { from: '2026-11-01', to: '2026-11-30', location_id: null };

describe('the coaches report', () => {
  const report = buildCoachesReport({ ...range, classes: rows });

  it("adds each coach's classes, places and ratings up to the whole when nobody co-teaches", () => {
    expect([report.classes, report.booked, report.attended, report.ratings, report.attendance_rate]).toEqual([
      4, 30, 23, 6, 76.7,
    ]);
    expect(report.rating).toBe(4.7);
    for (const field of ['classes', 'booked', 'attended', 'ratings'] as const)
      expect([field, report.coaches.reduce((sum, row) => sum + row[field], 0)]).toEqual([
        field,
        report[field],
      ]);
    expect(
      report.coaches.map((row) => [row.label, row.classes, row.attendance_rate, row.rating, row.ratings]),
    ).toEqual([
      ['Diego', 2, 90, 4.8, 4],
      ['Mariana', 1, 50, null, 0],
      ['Sofía', 1, 50, 4.5, 2],
    ]);
  });

  it('counts a class taught by two for each, and the whole once', () => {
    const shared = buildCoachesReport({
      ...range,
      classes: [lesson('2026-11-05T08:00:00.000Z', ['Andrés', 'Sofía'], 8, 6, 10, 2)],
    });
    expect(shared.classes).toBe(1);
    expect(shared.coaches.map((row) => [row.label, row.classes, row.booked])).toEqual([
      ['Andrés', 1, 8],
      ['Sofía', 1, 8],
    ]);
  });

  it('answers an empty range with zeros and no rating, never a division by zero', () => {
    const empty = buildCoachesReport({ from: '2026-01-01', to: '2026-01-31', location_id: 1, classes: rows });
    expect([empty.classes, empty.attendance_rate, empty.rating, empty.ratings, empty.coaches]).toEqual([
      0,
      0,
      null,
      0,
      [],
    ]);
    expect(averageStars(0, 0)).toBeNull();
  });
});
