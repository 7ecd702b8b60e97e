import { flag, type AppConfig } from '#src/config/app-config';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import type { ReserveSettings } from '#machines/reserve/context';

/** The reserve flow's settings flags from the app config. */
export function reserveSettings(config: AppConfig): ReserveSettings {
  return {
    guestsAllowed: flag(config.raw, 'allow_class_guests'),
    spotMapEnabled: flag(config.raw, 'spotmap_enabled'),
  };
}

/** The studio's cancel policy (specs §9 settings). */
export function cancelPolicy(config: AppConfig): CancelPolicy {
  const value = Number(config.raw.cancel_timeframe_value ?? 0);
  return {
    allowCancel: flag(config.raw, 'allow_cancel_reservations'),
    allowAfterThreshold: flag(config.raw, 'allow_cancel_after_treshold'),
    value: Number.isFinite(value) ? value : 0,
    unit: config.raw.cancel_timeframe_unit || 'hours',
    timezoneOffsetHours: config.timezoneOffset,
  };
}
