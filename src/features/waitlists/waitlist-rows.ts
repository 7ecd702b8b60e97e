import type { Waitlist } from '#machines/waitlist/machine';
import { DATE_FORMAT, dayjs, studioTime, TIME_FORMAT } from '#src/domain/dates';
import { waitlistPosition } from '#src/domain/waitlist';
import { es } from '#src/i18n/es';

/** One line of the waitlists page, already in the words and formats the screen shows. */
export interface WaitlistRow {
  waitlistId: number;
  singleClassId: number;
  className: string;
  /** The studio's wall clock: class dates are stored as the studio's local time in UTC. */
  classDate: string;
  location: string;
  joinedAt: string;
  /** 'Eres la 3.ª en la lista'. */
  position: string;
}

export function waitlistRow(entry: Waitlist, offsetHours: number): WaitlistRow {
  const singleClass = entry.single_class;
  return {
    waitlistId: entry.waitlist_id,
    singleClassId: entry.single_class_id,
    className: singleClass?.class_type.name ?? es.waitlists.unknownClass,
    classDate: singleClass
      ? dayjs.utc(singleClass.class_date).format(`dddd ${DATE_FORMAT} · ${TIME_FORMAT}`)
      : '',
    location: singleClass?.location?.name ?? '',
    // A real instant, shown in the customer's own time.
    joinedAt: studioTime(entry.createdAt, offsetHours).format(`${DATE_FORMAT} ${TIME_FORMAT}`),
    position: positionText(waitlistPosition([entry], entry.single_class_id)),
  };
}

/** The customer's place as the list and the calendar card say it. */
export function positionText(place: number | null): string {
  return place === null ? es.waitlists.positionUnknown : es.waitlists.position(place);
}
