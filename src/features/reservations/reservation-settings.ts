import { flag, type AppConfig } from '#src/config/app-config';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import { cancelPolicy } from '#src/ui/reserve/reserve-settings';

/** The settings flags Mis Reservaciones reads (specs §9), from the app config. */
export interface ReservationSettings {
  policy: CancelPolicy;
  guestsAllowed: boolean;
  ratingEnabled: boolean;
  qrEnabled: boolean;
  /** max_cancels_per_available_class; null when unset or not a positive number. */
  maxCancels: number | null;
  timezoneOffset: number;
  /** What a reservation's calendar event is titled after, and the host its UID is unique in. */
  studioName: string;
  host: string;
}

export function reservationSettings(config: AppConfig, host: string): ReservationSettings {
  const maxCancels = Number(config.raw.max_cancels_per_available_class ?? '');
  return {
    // The same policy the calendar's Cancelar uses: one reading of the settings.
    policy: cancelPolicy(config),
    guestsAllowed: flag(config.raw, 'allow_class_guests'),
    ratingEnabled: flag(config.raw, 'reservation_rating_enabled'),
    qrEnabled: flag(config.raw, 'qrcode_enabled'),
    maxCancels: Number.isInteger(maxCancels) && maxCancels > 0 ? maxCancels : null,
    timezoneOffset: config.timezoneOffset,
    studioName: config.businessName,
    host,
  };
}
