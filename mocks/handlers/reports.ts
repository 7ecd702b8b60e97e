import { requireStaff } from '#mocks/auth';
import { bookingSettings, timezoneOffset } from '#mocks/booking/settings';
import { mockNow } from '#mocks/clock';
import { saleChargesBetween } from '#mocks/commerce/sale-charges';
import { db, type PurchaseRecord } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { toCents } from '#src/domain/discount';
import { reportWindow, studioDayOf, REPORT_MESSAGES } from '#src/domain/admin/reports/range';
import { buildClassFillReport } from '#src/domain/admin/reports/class-fill';
import { buildAttendanceReport, startedBy } from '#src/domain/admin/reports/attendance';
import { buildCoachesReport, type CoachClassRow } from '#src/domain/admin/reports/coaches';
import { buildCustomersReport, type CustomerActivityRow } from '#src/domain/admin/reports/customers';
import type { ReportWindow } from '#src/domain/admin/reports/range';
import { cancelInTime } from '#src/domain/booking/settings';
import {
  buildSalesReport,
  isPurchaseSale,
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

const personName = (record: { name?: string | null; last_name?: string | null } | undefined) =>
  [record?.name, record?.last_name].filter(Boolean).join(' ');

/** The range's classes not cancelled, of the location asked for (the reports' one class read). */
function classesOf(window: { classesFrom: string; classesUntil: string }, location_id: number | null) {
  return db.singleClasses
    .findMany((q) =>
      q.where({ class_date: (value) => value >= window.classesFrom && value < window.classesUntil }),
    )
    .filter((record) => !record.cancelled_at && (location_id === null || record.location_id === location_id));
}

const classTypeName = (class_type_id: number) =>
  db.classTypes.findFirst((q) => q.where({ class_type_id }))?.name ?? '';
const coachNames = (instructor_ids: readonly number[]) =>
  instructor_ids.map((instructor_id) =>
    personName(db.instructors.findFirst((q) => q.where({ instructor_id }))),
  );

/** The range's classes that have started (the attendance and coaches reports' classes). */
function startedClasses(window: { classesFrom: string; classesUntil: string }, location_id: number | null) {
  const started = startedBy(mockNow(), timezoneOffset());
  return classesOf(window, location_id).filter((record) => record.class_date <= started);
}

const livePlaces = (single_class_id: number) =>
  db.reservations.findMany((q) => q.where({ single_class_id, deletedAt: (value) => !value }));

/** One row per class with its places counted, as the server's SQL counts them. */
function classRows(classes: ReturnType<typeof startedClasses>): CoachClassRow[] {
  const settings = bookingSettings();
  return classes.map((record) => {
    const places = db.reservations.findMany((q) => q.where({ single_class_id: record.single_class_id }));
    const live = places.filter((place) => !place.deletedAt);
    const rated = live.filter((place) => typeof place.coach_stars === 'number');
    return {
      single_class_id: record.single_class_id,
      class_date: record.class_date,
      class_type: classTypeName(record.class_type_id),
      coaches: coachNames(record.instructor_ids),
      booked: live.length,
      attended: live.filter((place) => place.attend === true).length,
      late_cancels: places.filter(
        (place) => place.deletedAt && !cancelInTime(record.class_date, new Date(place.deletedAt), settings),
      ).length,
      stars: rated.reduce((sum, place) => sum + (place.coach_stars ?? 0), 0),
      ratings: rated.length,
    };
  });
}

/**
 * Every customer's facts for the customers report, as the server's SQL sums them: visits are
 * attended live reservations of classes not cancelled, before the range's end (of the location
 * asked for); what they hold (credits bought by the end, the membership) for the builder to judge.
 */
function customerActivity(window: ReportWindow, location_id: number | null): CustomerActivityRow[] {
  const classes = new Map(
    db.singleClasses
      .findMany((q) => q.where({ class_date: (value) => value < window.classesUntil }))
      .filter(
        (record) => !record.cancelled_at && (location_id === null || record.location_id === location_id),
      )
      .map((record) => [record.single_class_id, record.class_date]),
  );
  const visits = new Map<number, string[]>();
  for (const place of db.reservations.findMany((q) =>
    q.where({ attend: true, deletedAt: (value) => !value }),
  )) {
    const day = classes.get(place.single_class_id);
    if (day !== undefined) visits.set(place.customer_id, [...(visits.get(place.customer_id) ?? []), day]);
  }
  // Credits bought by the range's end and not used up (-1 is unlimited).
  const credits = db.availableClasses
    .all()
    .filter((row) => row.available_classes !== 0 && (row.createdAt ?? '') < window.end);
  return db.customers.all().map((record) => {
    const days = (visits.get(record.customer_id) ?? []).sort();
    const own = credits.filter((row) => row.customer_id === record.customer_id);
    const expirations = own.flatMap((row) => (row.expiration_date ? [row.expiration_date] : []));
    return {
      customer_id: record.customer_id,
      name: personName(record),
      created_at: record.created_at ?? null,
      first_visit: days[0] ?? null,
      last_visit: days.at(-1) ?? null,
      visits: days.filter((day) => day >= window.classesFrom).length,
      has_unlimited: record.has_unlimited === true,
      membership_expiration: record.unlimited_membership_expiration ?? null,
      credits_until: expirations.sort().at(-1) ?? null,
      credits_forever: own.some((row) => !row.expiration_date),
    };
  });
}

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
    // One row per sale, a purchase or a subscription's charge: the builder sums them as the server's SQL does.
    const saleRow = (purchase: PurchaseRecord, createdAt: string, cents: number) => ({
      day: studioDayOf(createdAt, offsetHours),
      package: purchase.title ?? '',
      method: methodName(purchase.payment_method_id),
      provider: null,
      free: cents === 0,
      count: 1,
      total_cents: cents,
    });
    const sales = db.purchases
      .findMany((q) => q.where({ createdAt: (value) => value >= window.start && value < window.end }))
      .filter(isPurchaseSale)
      .map((purchase) => saleRow(purchase, purchase.createdAt, toCents(purchase.total_payment)));
    const charges = saleChargesBetween(window.start, window.end).map((charge) =>
      saleRow(charge.purchase, charge.createdAt, charge.total_cents),
    );
    const subscriptions = db.purchases
      .findMany((q) => q.where({ status: 'active', createdAt: (value) => value < window.end }))
      .filter((purchase) => purchase.subscription_id)
      .map((purchase) => ({
        total_cents: toCents(purchase.total_payment),
        period: purchase.subscription_period ?? null,
        interval: purchase.subscription_interval ?? null,
      }));
    return response(200).json(
      buildSalesReport({
        from: window.from,
        to: window.to,
        group,
        sales: [...sales, ...charges],
        subscriptions,
      }),
    );
  }),
  http.get('/admin/reports/class-fill', ({ request, response }) => {
    requireStaff(request);
    const { window, location_id } = windowOf(request);
    const classes = classesOf(window, location_id).map((record) => ({
      single_class_id: record.single_class_id,
      class_date: record.class_date,
      class_type: classTypeName(record.class_type_id),
      location: db.locations.findFirst((q) => q.where({ location_id: record.location_id }))?.name ?? '',
      coaches: coachNames(record.instructor_ids),
      capacity: record.capacity ?? null,
      booked: db.reservations.findMany((q) =>
        q.where({ single_class_id: record.single_class_id, deletedAt: (value) => !value }),
      ).length,
    }));
    return response(200).json(
      buildClassFillReport({ from: window.from, to: window.to, location_id, classes }),
    );
  }),
  http.get('/admin/reports/attendance', ({ request, response }) => {
    requireStaff(request);
    const { window, location_id } = windowOf(request);
    const classes = startedClasses(window, location_id);
    const visits = new Map<number, number>();
    for (const record of classes)
      for (const place of livePlaces(record.single_class_id).filter((one) => one.attend === true))
        visits.set(place.customer_id, (visits.get(place.customer_id) ?? 0) + 1);
    return response(200).json(
      buildAttendanceReport({
        from: window.from,
        to: window.to,
        location_id,
        classes: classRows(classes),
        visits: [...visits].map(([customer_id, count]) => ({
          customer_id,
          name: personName(db.customers.findFirst((q) => q.where({ customer_id }))),
          visits: count,
        })),
      }),
    );
  }),
  http.get('/admin/reports/coaches', ({ request, response }) => {
    requireStaff(request);
    const { window, location_id } = windowOf(request);
    const classes = classRows(startedClasses(window, location_id));
    return response(200).json(buildCoachesReport({ from: window.from, to: window.to, location_id, classes }));
  }),
  http.get('/admin/reports/customers', ({ request, response }) => {
    requireStaff(request);
    const { window, location_id } = windowOf(request);
    const customers = customerActivity(window, location_id);
    return response(200).json(
      buildCustomersReport({ window, offsetHours: timezoneOffset(), location_id, customers }),
    );
  }),
];
