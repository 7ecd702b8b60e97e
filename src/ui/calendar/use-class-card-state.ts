import type { SingleClass } from '#src/api/entities';
import { useCallback } from 'react';
import { selectCustomer } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { useAppConfig } from '#src/config/app-config-context';
import { isBookingWindowOpen } from '#src/domain/booking-window';
import { classCardState, type ClassCardState } from '#src/domain/class-card';
import { appNow } from '#src/domain/app-clock';

function leadNumber(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * The card rule (src/domain/class-card.ts) bound to this studio's settings and the signed-in
 * customer. "Now" is read on each render, so a card that crosses its lead time updates with
 * the next reload.
 */
export function useClassCardState(): (singleClass: SingleClass) => ClassCardState {
  const config = useAppConfig();
  const customerId = useSession(selectCustomer)?.customer_id ?? null;
  const { timezoneOffset, waitlistEnabled, raw } = config;
  return useCallback(
    (singleClass) =>
      classCardState({
        capacity: singleClass.capacity,
        reservations: singleClass.class_reservations,
        classPackageId: singleClass.class_package_id,
        customerId,
        waitlistEnabled,
        bookingOpen: isBookingWindowOpen(singleClass.class_date, appNow(), {
          timezoneOffsetHours: timezoneOffset,
          leadHours: leadNumber(raw.reservation_timeframe_hours),
          leadMinutes: leadNumber(raw.reservation_timeframe_minutes),
        }),
      }),
    [customerId, waitlistEnabled, timezoneOffset, raw],
  );
}
