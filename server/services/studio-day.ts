import { studioDayRows } from '#server/admin/studio-day-rows';
import { bookingSettings } from '#server/booking/facts';
import { apiError } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { buildStudioDay, dayWindow, isStudioDay, STUDIO_DAY_MESSAGES } from '#src/domain/admin/studio-day';
import { partsOf, type ServiceFactory } from './context';

/**
 * The back-office's home (decision 074; the mocks' mocks/handlers/studio-day.ts): the rows read in
 * one transaction, the day built by the shared rule. A coach gets their own classes, no money.
 */
export const studioDayService: ServiceFactory = ({ db, clock }) => ({
  async getStudioDay(request) {
    const { user } = requireStaff(request);
    const { date } = partsOf(request).query as { date?: string };
    if (date !== undefined && !isStudioDay(date)) throw apiError(400, STUDIO_DAY_MESSAGES.dateInvalid);
    const now = clock.now();
    const { offsetHours, rows } = await db.transaction(
      async (tx) => {
        const { timezoneOffsetHours } = await bookingSettings(tx);
        const window = dayWindow(now, timezoneOffsetHours, date);
        return { offsetHours: timezoneOffsetHours, rows: await studioDayRows(tx, window, now) };
        // One snapshot: counts, sales and alerts agree with each other even while the desk writes.
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const viewer = { coachId: user.role === 'coach' ? (user.coach_id ?? -1) : null };
    return buildStudioDay({ now, offsetHours, date, viewer, ...rows });
  },
});
