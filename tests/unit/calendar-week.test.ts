import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOfWeek,
  firstWeekOfMonth,
  mondayOf,
  shiftMonth,
  shiftWeek,
  studioDay,
  weekOf,
} from '#src/domain/calendar-week';

describe('weekOf: Monday to Sunday, the month of its Thursday, Semana n', () => {
  it.each([
    // day, start, end, month, week of month
    ['2026-11-21', '2026-11-16', '2026-11-22', '2026-11', 3], // a Saturday
    ['2026-11-16', '2026-11-16', '2026-11-22', '2026-11', 3], // its Monday
    ['2026-11-22', '2026-11-16', '2026-11-22', '2026-11', 3], // its Sunday
    ['2026-03-01', '2026-02-23', '2026-03-01', '2026-02', 4], // Sunday 1st: the week is February's
    ['2026-01-01', '2025-12-29', '2026-01-04', '2026-01', 1], // a Thursday 1st: across the year
    ['2026-10-01', '2026-09-28', '2026-10-04', '2026-10', 1],
    ['2026-12-31', '2026-12-28', '2027-01-03', '2026-12', 5], // fifth Thursday
  ])('%s → %s..%s, %s Semana %i', (day, start, end, month, weekOfMonth) => {
    expect(weekOf(day)).toEqual({ start, end, month, weekOfMonth });
  });
});

describe('navigation', () => {
  it.each([
    ['2026-11-16', 1, '2026-11-23'],
    ['2026-11-16', -1, '2026-11-09'],
    ['2026-12-28', 1, '2027-01-04'],
    ['2026-03-02', -1, '2026-02-23'],
  ])('week of %s shifted by %i starts %s', (day, weeks, start) => {
    expect(shiftWeek(weekOf(day), weeks).start).toBe(start);
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -1, '2026-02'],
  ])('month %s shifted by %i is %s', (month, months, expected) => {
    expect(shiftMonth(month, months)).toBe(expected);
  });

  it.each([
    ['2026-03', '2026-03-02', 1], // 1st on Sunday: the first week starts the 2nd
    ['2026-01', '2025-12-29', 1], // 1st on Thursday: the week begins in December
    ['2026-02', '2026-02-02', 1], // 1st on Sunday
    ['2026-12', '2026-11-30', 1], // 1st on Tuesday
  ])('the first week of %s starts %s and is Semana %i of it', (month, start, weekOfMonth) => {
    const week = firstWeekOfMonth(month);
    expect(week).toMatchObject({ start, month, weekOfMonth });
  });
});

describe('days', () => {
  it('lists the seven days from Monday', () => {
    expect(daysOfWeek(weekOf('2026-11-21'))).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it.each([
    ['2026-11-21T06:08:00.000Z', 6, '2026-11-21'],
    ['2026-11-21T05:59:00.000Z', 6, '2026-11-20'], // still Friday on the studio's clock
    ['2026-11-21T05:59:00.000Z', 0, '2026-11-21'],
    ['2026-11-22T23:30:00.000Z', -1, '2026-11-23'],
  ])('the studio day at %s with offset %i is %s', (instant, offset, day) => {
    expect(studioDay(new Date(instant), offset)).toBe(day);
  });

  it.each([
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
    ['2024-02-29', '2024-02-26'],
  ])('the Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
    expect(addDays(monday, 6) >= day).toBe(true);
  });
});
