import { DEFAULT_TIMEZONE_OFFSET_HOURS } from './booking-window';

/**
 * The contract gives a class its start only; a studio class is booked as one-hour block in the
 * customer's calendar.
 */
export const CLASS_EVENT_MINUTES = 60;
/** The reminder a downloaded event carries. */
export const REMINDER_MINUTES = 60;

/** A reservation as an event in the customer's own calendar (real instants, not wall clock). */
export interface CalendarEvent {
  /** Stable per reservation: downloading the file again updates the same event. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  location: string;
  description: string;
  cancelled: boolean;
}

export interface ClassEventInput {
  reservationId: number;
  /** The class's wall-clock start as the contract stores it (decision 004). */
  classDate: string;
  className: string;
  coach: string;
  studioName: string;
  locationName: string;
  locationAddress: string | null;
  cancelled: boolean;
  /** The studio's host, for a UID unique across studios. */
  host: string;
  /** Hours the studio is behind UTC (the timezone_offset setting). */
  offsetHours?: number;
}

export function classEvent(input: ClassEventInput): CalendarEvent {
  const offsetHours = input.offsetHours ?? DEFAULT_TIMEZONE_OFFSET_HOURS;
  const start = new Date(Date.parse(input.classDate) + offsetHours * 3_600_000);
  return {
    uid: `reservation-${input.reservationId}@${input.host}`,
    start,
    end: new Date(start.getTime() + CLASS_EVENT_MINUTES * 60_000),
    title: `${input.className} · ${input.studioName}`,
    location: [input.locationName, input.locationAddress].filter(Boolean).join(', '),
    description: input.coach,
    cancelled: input.cancelled,
  };
}

/** 20261118T160000Z: RFC 5545's UTC DATE-TIME, also what Google Calendar links take. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space; a UTF-8
 * character is never split across the fold.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * One event as an iCalendar file. A cancelled reservation's file is a CANCEL of the same UID
 * with a higher SEQUENCE, so calendars that imported it remove the event.
 */
export function toIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Studio booking//Reservaciones//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.cancelled ? 1 : 0}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(event.cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.title)}`,
          `TRIGGER:-PT${REMINDER_MINUTES}M`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A file name safe on every system: `clase-<uid's reservation>.ics`. */
export function icsFileName(event: CalendarEvent): string {
  return `${event.uid.split('@')[0]}.ics`;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
