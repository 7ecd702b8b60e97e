import { describe, expect, it } from 'vitest';
import { isoWeekday, previewSeries, validateSeries, type SeriesDraft } from '#src/domain/class-series';

// Wednesday 2026-11-18 10:00 in the studio (UTC−6).
const NOW = new Date('2026-11-18T16:00:00.000Z');
const draft = (change: Partial<SeriesDraft>): SeriesDraft => ({
  weekdays: [1],
  time: '07:00',
  startDay: '2026-11-18',
  endDay: '2026-11-30',
  ...change,
});

describe('isoWeekday', () => {
  it.each([
    ['2026-11-16', 1],
    ['2026-11-18', 3],
    ['2026-11-22', 7],
    ['2027-01-01', 5],
  ])('%s is weekday %i', (day, weekday) => expect(isoWeekday(day)).toBe(weekday));
});

describe('validateSeries', () => {
  it.each<[string, Partial<SeriesDraft>, ReturnType<typeof validateSeries>]>([
    ['a valid series', {}, {}],
    ['no weekdays', { weekdays: [] }, { weekdays: 'noDays' }],
    ['no time', { time: '' }, { time: 'required' }],
    ['a time out of range', { time: '24:00' }, { time: 'time' }],
    ['no end', { endDay: '' }, { endDay: 'required' }],
    ['a malformed start', { startDay: '18/11/2026' }, { startDay: 'day' }],
    ['an end before its start', { endDay: '2026-11-17' }, { endDay: 'endBeforeStart' }],
    ['one day (start = end)', { endDay: '2026-11-18' }, {}],
    ['half a year', { endDay: '2027-05-20' }, {}],
    ['longer than half a year', { endDay: '2027-05-21' }, { endDay: 'tooLong' }],
  ])('%s', (_, change, errors) => expect(validateSeries(draft(change))).toEqual(errors));
});

describe('previewSeries', () => {
  it.each<[string, Partial<SeriesDraft>, string[], string[]]>([
    ['Mondays of two weeks', {}, ['2026-11-23T07:00:00.000Z', '2026-11-30T07:00:00.000Z'], []],
    [
      "today's time already past is skipped, later today is kept",
      { weekdays: [3], endDay: '2026-11-18', time: '09:59' },
      [],
      ['2026-11-18:past'],
    ],
    [
      'later today is created',
      { weekdays: [3], endDay: '2026-11-18', time: '10:30' },
      ['2026-11-18T10:30:00.000Z'],
      [],
    ],
    ['no chosen weekday in the range', { weekdays: [6], endDay: '2026-11-19' }, [], []],
  ])('%s', (_, change, classDates, skipped) => {
    const preview = previewSeries(draft(change), [], NOW, 6);
    expect(preview.classDates).toEqual(classDates);
    expect(preview.skipped.map((skip) => `${skip.day}:${skip.why}`)).toEqual(skipped);
  });

  it('skips the closed days with their reason', () => {
    const preview = previewSeries(
      draft({ weekdays: [1, 2] }),
      [{ date: '2026-11-24', reason: 'Mantenimiento' }, { date: '2026-11-30' }],
      NOW,
      6,
    );
    expect(preview.classDates).toEqual(['2026-11-23T07:00:00.000Z']);
    expect(preview.skipped).toEqual([
      { day: '2026-11-24', why: 'closed', reason: 'Mantenimiento' },
      { day: '2026-11-30', why: 'closed', reason: null },
    ]);
  });
});
