import { describe, expect, it } from 'vitest';
import { buildClassFillReport, fillPercent, type FillClassRow } from '#src/domain/admin/reports/class-fill';

let nextId = 1;
const lesson = (
  class_date: string,
  class_type: string,
  booked: number,
  capacity: number | null,
  coaches = ['Mariana'],
): FillClassRow => ({
  single_class_id: nextId++,
  class_date,
  class_type,
  location: 'Lumen Roma',
  coaches,
  capacity,
  booked,
});

// 2026-11-02 is a Monday; class dates are the studio's wall clock written as UTC.
const rows = [
  lesson('2026-11-02T07:00:00.000Z', 'Indoor Cycling', 13, 13, ['Diego']),
  lesson('2026-11-02T09:00:00.000Z', 'Vinyasa Yoga', 3, 14),
  lesson('2026-11-09T09:00:00.000Z', 'Vinyasa Yoga', 7, 14),
  lesson('2026-11-04T19:30:00.000Z', 'Barre', 4, 12, ['Andrés', 'Sofía']),
  // No capacity: nothing offered to fill, left out.
  lesson('2026-11-05T18:00:00.000Z', 'Pilates Mat', 5, null),
  // Outside the range.
  lesson('2026-12-01T09:00:00.000Z', 'Vinyasa Yoga', 14, 14),
];
const range = { from: '2026-11-01', to: '2026-11-30', location_id: null };

describe('the class fill report', () => {
  const report = buildClassFillReport({ ...range, classes: rows });

  it('adds the class types and the heat map cells up to the whole', () => {
    expect([report.classes, report.booked, report.capacity, report.fill]).toEqual([4, 27, 53, 50.9]);
    for (const list of [report.by_class_type, report.slots]) {
      expect(list.reduce((sum, row) => sum + row.classes, 0)).toBe(report.classes);
      expect(list.reduce((sum, row) => sum + row.booked, 0)).toBe(report.booked);
      expect(list.reduce((sum, row) => sum + row.capacity, 0)).toBe(report.capacity);
    }
    expect(report.by_class_type.map((row) => [row.label, row.fill])).toEqual([
      ['Indoor Cycling', 100],
      ['Vinyasa Yoga', 35.7],
      ['Barre', 33.3],
    ]);
  });

  it('puts each class in its weekday and hour, Monday first', () => {
    expect(report.slots.map((slot) => [slot.weekday, slot.hour, slot.classes])).toEqual([
      [0, 7, 1],
      [0, 9, 2],
      [2, 19, 1],
    ]);
  });

  it('counts a class taught by two coaches for each of them', () => {
    expect(report.by_coach.map((row) => [row.label, row.classes])).toEqual([
      ['Diego', 1],
      ['Mariana', 2],
      ['Andrés', 1],
      ['Sofía', 1],
    ]);
  });

  it('lists the classes that filled and those under a third, in date order', () => {
    expect(report.full.map((one) => one.class_type)).toEqual(['Indoor Cycling']);
    // 4 of 12 is exactly a third: not under it.
    expect(report.under_a_third.map((one) => [one.class_date.slice(0, 10), one.booked])).toEqual([
      ['2026-11-02', 3],
    ]);
  });

  it('answers an empty range with zeros, never a division by zero', () => {
    const empty = buildClassFillReport({
      from: '2026-01-01',
      to: '2026-01-31',
      location_id: 2,
      classes: rows,
    });
    expect([empty.classes, empty.fill, empty.by_class_type, empty.slots, empty.location_id]).toEqual([
      0,
      0,
      [],
      [],
      2,
    ]);
    expect(fillPercent(0, 0)).toBe(0);
  });
});
