import type { FastifyRequest } from 'fastify';
import { attendanceRows, startedClassRows } from '#server/admin/reports/attendance-rows';
import { classFillRows } from '#server/admin/reports/class-fill-rows';
import { customerActivityRows } from '#server/admin/reports/customers-rows';
import { salesRows } from '#server/admin/reports/sales-rows';
import { bookingSettings } from '#server/booking/facts';
import type { Database } from '#server/db/client';
import { apiError } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { reportWindow, REPORT_MESSAGES, type ReportWindow } from '#src/domain/admin/reports/range';
import { buildAttendanceReport } from '#src/domain/admin/reports/attendance';
import { buildCoachesReport } from '#src/domain/admin/reports/coaches';
import { buildClassFillReport } from '#src/domain/admin/reports/class-fill';
import { buildCustomersReport } from '#src/domain/admin/reports/customers';
import { buildSalesReport, SALES_GROUPS, type SalesGroup } from '#src/domain/admin/reports/sales';
import type { Clock } from '#server/clock';
import type { BookingSettings } from '#src/domain/booking/settings';
import { partsOf, type ServiceFactory } from './context';

/**
 * One report's read: the range checked on the studio's clock, then the rows read in one read-only
 * snapshot, so every figure of a report comes from the same moment.
 */
async function readReport<T>(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
  read: (tx: Database, window: ReportWindow, settings: BookingSettings, now: Date) => Promise<T>,
): Promise<{ window: ReportWindow; rows: T }> {
  const { from, to } = partsOf(request).query;
  const now = clock.now();
  return db.transaction(
    async (tx) => {
      const settings = await bookingSettings(tx);
      const range = reportWindow(now, settings.timezoneOffsetHours, { from, to });
      if (!range.ok) throw apiError(400, range.message);
      return { window: range.window, rows: await read(tx, range.window, settings, now) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function locationOf(request: FastifyRequest): number | null {
  const { location_id } = partsOf(request).query;
  return location_id === undefined ? null : Number(location_id);
}

/** The back-office's reports (decision 075; the mocks' mocks/handlers/reports.ts). */
export const reportsService: ServiceFactory = ({ db, clock }) => ({
  async getSalesReport(request) {
    requireStaff(request);
    const group = (partsOf(request).query.group ?? 'day') as SalesGroup;
    if (!SALES_GROUPS.includes(group)) throw apiError(400, REPORT_MESSAGES.groupInvalid);
    const { window, rows } = await readReport(db, clock, request, (tx, range, settings) =>
      salesRows(tx, range, settings.timezoneOffsetHours),
    );
    return buildSalesReport({ from: window.from, to: window.to, group, ...rows });
  },
  async getClassFillReport(request) {
    requireStaff(request);
    const location = locationOf(request);
    const { window, rows } = await readReport(db, clock, request, (tx, range) =>
      classFillRows(tx, range, location),
    );
    return buildClassFillReport({ from: window.from, to: window.to, location_id: location, classes: rows });
  },
  async getAttendanceReport(request) {
    requireStaff(request);
    const location = locationOf(request);
    const { window, rows } = await readReport(db, clock, request, (tx, range, settings, now) =>
      attendanceRows(tx, range, location, settings, now),
    );
    return buildAttendanceReport({ from: window.from, to: window.to, location_id: location, ...rows });
  },
  async getCoachesReport(request) {
    requireStaff(request);
    const location = locationOf(request);
    const { window, rows } = await readReport(db, clock, request, (tx, range, settings, now) =>
      startedClassRows(tx, range, location, settings, now),
    );
    return buildCoachesReport({ from: window.from, to: window.to, location_id: location, classes: rows });
  },
  async getCustomersReport(request) {
    requireStaff(request);
    const location = locationOf(request);
    const { window, rows } = await readReport(db, clock, request, async (tx, range, settings) => ({
      offsetHours: settings.timezoneOffsetHours,
      customers: await customerActivityRows(tx, range, location),
    }));
    return buildCustomersReport({ window, location_id: location, ...rows });
  },
});
