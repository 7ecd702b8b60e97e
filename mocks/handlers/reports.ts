import { requireStaff } from '#mocks/auth';
import { timezoneOffset } from '#mocks/booking/settings';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { toCents } from '#src/domain/discount';
import { reportWindow, studioDayOf, REPORT_MESSAGES } from '#src/domain/admin/reports/range';
import { buildClassFillReport } from '#src/domain/admin/reports/class-fill';
import {
  buildSalesReport,
  PAID_STATUSES,
  SALES_GROUPS,
  type SalesGroup,
} from '#src/domain/admin/reports/sales';

/** The range of a report call, or a 400 in the contract's words. */
function windowOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const location = query.get('location_id');
  const location_id = location === null ? null : Number(location);
  if (location_id !== null && !(Number.isInteger(location_id) && location_id > 0))
    throw apiError(400, REPORT_MESSAGES.locationInvalid);
  const range = reportWindow(mockNow(), timezoneOffset(), {
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  });
  if (!range.ok) throw apiError(400, range.message);
  return { window: range.window, query, location_id };
}

const paid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/** The back-office's reports (inferred calls, decision 075): the shared builders over the records. */
export const reportHandlers = [
  http.get('/admin/reports/sales', ({ request, response }) => {
    requireStaff(request);
    const { window, query } = windowOf(request);
    const group = (query.get('group') ?? 'day') as SalesGroup;
    if (!SALES_GROUPS.includes(group)) throw apiError(400, REPORT_MESSAGES.groupInvalid);
    const offsetHours = timezoneOffset();
    const methodName = (payment_method_id: number | null | undefined) =>
      payment_method_id
        ? (db.paymentMethods.findFirst((q) => q.where({ payment_method_id }))?.name ?? null)
        : null;
    // One row per purchase: the builder sums them as the server's SQL does.
    const sales = db.purchases
      .findMany((q) => q.where({ createdAt: (value) => value >= window.start && value < window.end }))
      .filter((purchase) => paid(purchase.status))
      .map((purchase) => ({
        day: studioDayOf(purchase.createdAt, offsetHours),
        package: purchase.title ?? '',
        method: methodName(purchase.payment_method_id),
        provider: null,
        free: toCents(purchase.total_payment) === 0,
        count: 1,
        total_cents: toCents(purchase.total_payment),
      }));
    const subscriptions = db.purchases
      .findMany((q) => q.where({ status: 'active', createdAt: (value) => value < window.end }))
      .filter((purchase) => purchase.subscription_id)
      .map((purchase) => ({
        total_cents: toCents(purchase.total_payment),
        period: purchase.subscription_period ?? null,
        interval: purchase.subscription_interval ?? null,
      }));
    return response(200).json(
      buildSalesReport({ from: window.from, to: window.to, group, sales, subscriptions }),
    );
  }),
  http.get('/admin/reports/class-fill', ({ request, response }) => {
    requireStaff(request);
    const { window, location_id } = windowOf(request);
    const name = (record: { name?: string | null; last_name?: string | null } | undefined) =>
      [record?.name, record?.last_name].filter(Boolean).join(' ');
    const classes = db.singleClasses
      .findMany((q) =>
        q.where({ class_date: (value) => value >= window.classesFrom && value < window.classesUntil }),
      )
      .filter(
        (record) => !record.cancelled_at && (location_id === null || record.location_id === location_id),
      )
      .map((record) => ({
        single_class_id: record.single_class_id,
        class_date: record.class_date,
        class_type:
          db.classTypes.findFirst((q) => q.where({ class_type_id: record.class_type_id }))?.name ?? '',
        location: db.locations.findFirst((q) => q.where({ location_id: record.location_id }))?.name ?? '',
        coaches: record.instructor_ids.map((instructor_id) =>
          name(db.instructors.findFirst((q) => q.where({ instructor_id }))),
        ),
        capacity: record.capacity ?? null,
        booked: db.reservations.findMany((q) =>
          q.where({ single_class_id: record.single_class_id, deletedAt: (value) => !value }),
        ).length,
      }));
    return response(200).json(
      buildClassFillReport({ from: window.from, to: window.to, location_id, classes }),
    );
  }),
];
