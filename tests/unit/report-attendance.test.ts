import { describe, expect, it } from 'vitest';
import {
  buildAttendanceReport,
  lateCancelShiftMs,
  ratePercent,
  startedBy,
  type AttendanceClassRow,
} from '#src/domain/admin/reports/attendance';
import { hasClassStarted } from '#src/domain/booking-window';
import { cancelInTime, type BookingSettings } from '#src/domain/booking/settings';

let nextId = 1;
const lesson = (
  class_date: string,
  class_type: string,
  booked: number,
  attended: number,
  late_cancels: number,
  coaches = ['Mariana'],
): AttendanceClassRow => ({
  single_class_id: nextId++,
  class_date,
  class_type,
  coaches,
  booked,
  attended,
  late_cancels,
});

// Class dates are the studio's wall clock written as UTC.
const rows = [
  lesson('2026-11-02T07:00:00.000Z', 'Indoor Cycling', 10, 8, 1, ['Diego']),
  lesson('2026-11-03T07:00:00.000Z', 'Indoor Cycling', 10, 10, 0, ['Diego']),
  lesson('2026-11-02T09:00:00.000Z', 'Vinyasa Yoga', 4, 2, 2),
  lesson('2026-11-04T19:30:00.000Z', 'Barre', 5, 5, 0, ['Andrés', 'Sofía']),
  // Outside the range.
  lesson('2026-12-01T09:00:00.000Z', 'Vinyasa Yoga', 14, 0, 3),
];
const visits = Array.from({ length: 12 }, (_, index) => ({
  customer_id: 100 + index,
  name: `Cliente ${index}`,
  visits: index % 4,
}));
const range = { from: '2026-11-01', to: '2026-11-30', location_id: null };

describe('the attendance report', () => {
  const report = buildAttendanceReport({ ...range, classes: rows, visits });

  it('adds the class types and the hours up to the whole, with its rates', () => {
    expect([report.classes, report.booked, report.attended, report.no_shows, report.late_cancels]).toEqual([
      4, 29, 25, 4, 3,
    ]);
    expect([report.no_show_rate, report.late_cancel_rate]).toEqual([13.8, 9.4]);
    for (const list of [report.by_class_type, report.by_hour]) {
      for (const field of ['classes', 'booked', 'attended', 'no_shows', 'late_cancels'] as const)
        expect([field, list.reduce((sum, row) => sum + row[field], 0)]).toEqual([field, report[field]]);
    }
  });

  it('puts the most no-shows first, and the hours in order', () => {
    expect(report.by_class_type.map((row) => [row.label, row.no_shows, row.no_show_rate])).toEqual([
      ['Vinyasa Yoga', 2, 50],
      ['Indoor Cycling', 2, 10],
      ['Barre', 0, 0],
    ]);
    expect(report.by_hour.map((row) => [row.label, row.classes])).toEqual([
      ['07:00', 2],
      ['09:00', 1],
      ['19:00', 1],
    ]);
    // A class taught by two counts for each.
    expect(report.by_coach.map((row) => [row.label, row.classes])).toEqual([
      ['Mariana', 1],
      ['Diego', 2],
      ['Andrés', 1],
      ['Sofía', 1],
    ]);
  });

  it('lists the ten customers with the most visits, ties by customer', () => {
    expect(report.busiest).toHaveLength(9);
    expect(report.busiest.slice(0, 4).map((one) => [one.customer_id, one.visits])).toEqual([
      [103, 3],
      [107, 3],
      [111, 3],
      [102, 2],
    ]);
    const many = buildAttendanceReport({
      ...range,
      classes: [],
      visits: visits.map((one) => ({ ...one, visits: 1 })),
    });
    expect(many.busiest.map((one) => one.customer_id)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
    ]);
  });

  it('answers an empty range with zeros, never a division by zero', () => {
    const empty = buildAttendanceReport({
      from: '2026-01-01',
      to: '2026-01-31',
      location_id: 2,
      classes: rows,
      visits: [],
    });
    expect([
      empty.classes,
      empty.no_show_rate,
      empty.late_cancel_rate,
      empty.by_class_type,
      empty.by_hour,
      empty.busiest,
    ]).toEqual([0, 0, 0, [], [], []]);
    expect(ratePercent(0, 0)).toBe(0);
  });
});

describe("the attendance report's bounds, as a query applies them", () => {
  const settings = (value: number, unit: string, timezoneOffsetHours = 6) =>
    ({ timezoneOffsetHours, cancelTimeframe: { value, unit } }) as BookingSettings;

  it('calls late exactly the cancels cancelInTime refuses', () => {
    const classDate = '2026-11-10T09:00:00.000Z';
    for (const rules of [settings(12, 'hours'), settings(90, 'minutes', 5), settings(0, 'hours')]) {
      const line = Date.parse(classDate) + lateCancelShiftMs(rules);
      for (const at of [line - 1000, line, line + 1000]) {
        const late = at > line;
        expect([at - line, late]).toEqual([at - line, !cancelInTime(classDate, new Date(at), rules)]);
      }
    }
  });

  it('bounds the started classes as hasClassStarted does', () => {
    const now = new Date('2026-11-25T18:00:00.000Z');
    const bound = startedBy(now, 6);
    expect(bound).toBe('2026-11-25T12:00:00.000Z');
    expect(hasClassStarted(bound, now, 6)).toBe(true);
    expect(hasClassStarted('2026-11-25T12:00:01.000Z', now, 6)).toBe(false);
  });
});
