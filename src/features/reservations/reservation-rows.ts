import type { MyReservation, MyReservationClass } from '#src/api/entities';
import { classEvent, type CalendarEvent } from '#src/domain/calendar-event';
import { cancelLosesCredit } from '#src/domain/cancel-policy';
import { hasClassStarted } from '#src/domain/booking-window';
import { dayjs } from '#src/domain/dates';
import { canRate } from '#src/domain/rating';
import {
  canEditGuest,
  reservationStatus,
  showsAccessCode,
  showsCancel,
  type ReservationStatus,
} from '#src/domain/reservation-status';
import { es } from '#src/i18n/es';
import type { ReservationSettings } from './reservation-settings';
import { classCoachNames } from '#src/domain/coach-name';

/** The specs' format for the class date in this list, read as the studio's wall clock (UTC). */
export const RESERVATION_DATE_FORMAT = 'ddd DD MMM, HH:mm';

/** One reservation as the table and the cards show it, with what each action may do. */
export interface ReservationRow {
  id: number;
  customerId: number;
  singleClass: MyReservationClass | null;
  className: string;
  guest: string | null;
  coach: string;
  when: string;
  location: string;
  spot: string;
  status: ReservationStatus;
  statusLabel: string;
  canCancel: boolean;
  /** Cancelling now keeps the credit: the confirmation says so. */
  losesCredit: boolean;
  canRate: boolean;
  stars: { classStars: number; coachStars: number | null } | null;
  showsAccessCode: boolean;
  canEditGuest: boolean;
  /** For a class still ahead: the event to add to the customer's calendar (or to cancel there). */
  calendarEvent: CalendarEvent | null;
}

export function reservationRow(
  reservation: MyReservation,
  settings: ReservationSettings,
  now: Date,
): ReservationRow {
  const singleClass = reservation.single_class ?? null;
  const offsetHours = settings.timezoneOffset;
  const status = reservationStatus(reservation, now, offsetHours);
  const cancellable = showsCancel(reservation, now, settings.policy);
  const instructors = singleClass?.class_instructors ?? [];
  const coach = classCoachNames(instructors);
  return {
    id: reservation.class_reservation_id,
    customerId: reservation.customer_id,
    singleClass,
    className: singleClass?.class_type.name ?? es.reservations.columns.class,
    guest: reservation.guest ?? null,
    coach,
    when: singleClass ? dayjs.utc(singleClass.class_date).format(RESERVATION_DATE_FORMAT) : '',
    location: singleClass?.location?.name ?? '',
    spot: reservation.spot === null || reservation.spot === undefined ? '' : String(reservation.spot),
    status,
    statusLabel: es.reservations.statuses[status],
    canCancel: cancellable,
    losesCredit:
      cancellable && singleClass !== null && cancelLosesCredit(singleClass.class_date, now, settings.policy),
    canRate: canRate(status, settings.ratingEnabled, reservation.class_stars),
    stars:
      typeof reservation.class_stars === 'number'
        ? { classStars: reservation.class_stars, coachStars: reservation.coach_stars ?? null }
        : null,
    showsAccessCode: showsAccessCode(reservation, now, { enabled: settings.qrEnabled, offsetHours }),
    canEditGuest: canEditGuest(reservation, now, { guestsAllowed: settings.guestsAllowed, offsetHours }),
    calendarEvent:
      singleClass && !hasClassStarted(singleClass.class_date, now, offsetHours)
        ? classEvent({
            reservationId: reservation.class_reservation_id,
            classDate: singleClass.class_date,
            className: singleClass.class_type.name,
            coach,
            studioName: settings.studioName,
            locationName: singleClass.location?.name ?? '',
            locationAddress: singleClass.location?.address ?? null,
            cancelled: status === 'cancelled',
            host: settings.host,
            offsetHours,
          })
        : null,
  };
}

/** A row of the device's saved copy: its access code and calendar event, none of the writes. */
export function savedRow(row: ReservationRow): ReservationRow {
  return { ...row, canCancel: false, losesCredit: false, canRate: false, canEditGuest: false };
}
