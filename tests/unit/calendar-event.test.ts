import { describe, expect, it } from 'vitest';
import {
  classEvent,
  escapeText,
  foldLine,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  toIcs,
  type ClassEventInput,
} from '#src/domain/calendar-event';

const NOW = new Date('2026-11-18T16:00:00Z');

const input = (over: Partial<ClassEventInput> = {}): ClassEventInput => ({
  reservationId: 41,
  // 07:00 on the studio's wall clock (UTC−6), stored as if it were UTC (decision 004).
  classDate: '2026-11-24T07:00:00.000Z',
  className: 'Indoor Cycling',
  coach: 'Sofía Ruiz',
  studioName: 'Estudio Demo',
  locationName: 'Polanco',
  locationAddress: 'Av. Presidente Masaryk 123, CDMX',
  cancelled: false,
  host: 'demo.studio.mx',
  ...over,
});

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => line.slice(name.length + 1));

describe('a reservation as a calendar event', () => {
  it('starts at the real instant of the studio wall clock: 07:00 in UTC−6 is 13:00Z', () => {
    const event = classEvent(input());
    expect(event.start.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(event.end.toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });

  it('follows the configured offset', () => {
    expect(classEvent(input({ offsetHours: 5 })).start.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('keeps one UID per reservation, so a second download updates the same event', () => {
    expect(classEvent(input()).uid).toBe(classEvent(input({ className: 'Otro' })).uid);
    expect(classEvent(input()).uid).not.toBe(classEvent(input({ reservationId: 42 })).uid);
    expect(icsFileName(classEvent(input()))).toBe('reservation-41.ics');
  });
});

describe('the .ics file (RFC 5545)', () => {
  const ics = toIcs(classEvent(input()), NOW);

  it('ends every line with CRLF, including the last', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes times in UTC with the Z form', () => {
    expect(property(ics, 'DTSTART')).toEqual(['20261124T130000Z']);
    expect(property(ics, 'DTEND')).toEqual(['20261124T140000Z']);
    expect(property(ics, 'DTSTAMP')).toEqual(['20261118T160000Z']);
  });

  it('carries the required calendar and event properties, a location and a reminder', () => {
    expect(property(ics, 'VERSION')).toEqual(['2.0']);
    expect(property(ics, 'PRODID')).toHaveLength(1);
    expect(property(ics, 'UID')).toEqual(['reservation-41@demo.studio.mx']);
    expect(property(ics, 'LOCATION')).toEqual(['Polanco\\, Av. Presidente Masaryk 123\\, CDMX']);
    expect(unfold(ics)).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(property(ics, 'TRIGGER')).toEqual(['-PT60M']);
    expect(property(ics, 'METHOD')).toEqual(['PUBLISH']);
  });

  it('cancels the same event for a cancelled reservation', () => {
    const cancelled = toIcs(classEvent(input({ cancelled: true })), NOW);
    expect(property(cancelled, 'METHOD')).toEqual(['CANCEL']);
    expect(property(cancelled, 'STATUS')).toEqual(['CANCELLED']);
    expect(property(cancelled, 'SEQUENCE')).toEqual(['1']);
    expect(property(cancelled, 'UID')).toEqual(property(ics, 'UID'));
    expect(cancelled).not.toContain('VALARM');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = toIcs(
      classEvent(input({ className: 'Yoga restaurativa con música en vivo '.repeat(4) })),
      NOW,
    );
    const encoder = new TextEncoder();
    for (const line of long.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(property(long, 'SUMMARY')[0]).toContain('música en vivo Yoga restaurativa');
  });
});

describe('escaping and folding', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['línea 1\nlínea 2', 'línea 1\\nlínea 2'],
    ['crlf\r\nend', 'crlf\\nend'],
  ])('escapes %j as %j', (raw, escaped) => expect(escapeText(raw)).toBe(escaped));

  it('leaves a short line alone and folds a long one into lines that unfold back', () => {
    expect(foldLine('SUMMARY:corto')).toBe('SUMMARY:corto');
    const line = `DESCRIPTION:${'ñ'.repeat(60)}`;
    const folded = foldLine(line);
    expect(folded).toContain('\r\n ');
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('calendar links', () => {
  const event = classEvent(input());

  it('opens Google Calendar with the UTC range', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261124T130000Z/20261124T140000Z');
    expect(url.searchParams.get('text')).toBe('Indoor Cycling · Estudio Demo');
    expect(url.searchParams.get('location')).toBe('Polanco, Av. Presidente Masaryk 123, CDMX');
  });

  it('opens Outlook with ISO instants', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get('startdt')).toBe('2026-11-24T13:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-24T14:00:00.000Z');
    expect(url.searchParams.get('subject')).toBe('Indoor Cycling · Estudio Demo');
  });
});
