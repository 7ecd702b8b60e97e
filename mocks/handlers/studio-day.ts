import { requireStaff } from '#mocks/auth';
import { timezoneOffset } from '#mocks/booking/settings';
import { mockNow } from '#mocks/clock';
import { saleChargesBetween } from '#mocks/commerce/sale-charges';
import { db, type CustomerRecord, type SingleClassRecord } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { toCents } from '#src/domain/discount';
import {
  buildStudioDay,
  dayWindow,
  isStudioDay,
  STUDIO_DAY_MESSAGES,
  type DayClassRow,
} from '#src/domain/admin/studio-day';

const fullName = (customer: Pick<CustomerRecord, 'name' | 'last_name'> | undefined) =>
  [customer?.name, customer?.last_name].filter(Boolean).join(' ');
const customerOf = (customer_id: number) => db.customers.findFirst((q) => q.where({ customer_id }));

/** A class of the day with the counts the server takes with SQL aggregates. */
function classRow(record: SingleClassRecord): DayClassRow {
  const coaches = record.instructor_ids.map((instructor_id) =>
    db.instructors.findFirst((q) => q.where({ instructor_id })),
  );
  const places = db.reservations.findMany((q) =>
    q.where({ single_class_id: record.single_class_id, deletedAt: (value) => !value }),
  );
  return {
    single_class_id: record.single_class_id,
    class_date: record.class_date,
    class_type: db.classTypes.findFirst((q) => q.where({ class_type_id: record.class_type_id }))?.name ?? '',
    coaches: coaches.map((coach) => [coach?.name, coach?.last_name].filter(Boolean).join(' ')),
    coach_ids: record.instructor_ids,
    location: db.locations.findFirst((q) => q.where({ location_id: record.location_id }))?.name ?? '',
    capacity: record.capacity ?? null,
    booked: places.length,
    waitlist: db.waitlists.findMany((q) => q.where({ single_class_id: record.single_class_id })).length,
    checked_in: places.filter((place) => place.attend === true).length,
  };
}

/** The back-office's home (inferred call, decision 074): the shared rule over the mocks' records. */
export const studioDayHandlers = [
  http.get('/admin/day', ({ request, response }) => {
    const { user } = requireStaff(request);
    const date = new URL(request.url).searchParams.get('date') ?? undefined;
    if (date !== undefined && !isStudioDay(date)) throw apiError(400, STUDIO_DAY_MESSAGES.dateInvalid);
    const now = mockNow();
    const offsetHours = timezoneOffset();
    const window = dayWindow(now, offsetHours, date);
    const classes = db.singleClasses
      .findMany((q) =>
        q.where({ class_date: (value) => value >= window.classesFrom && value < window.classesUntil }),
      )
      .filter((record) => !record.cancelled_at)
      .map(classRow);
    const purchases = db.purchases
      .findMany((q) => q.where({ status: (value) => ['pending', 'completed', 'active'].includes(value) }))
      .map((purchase) => ({
        purchase_id: purchase.purchase_id,
        customer_id: purchase.customer_id ?? 0,
        customer_name: fullName(customerOf(purchase.customer_id ?? 0)),
        status: purchase.status,
        payment_method_id: purchase.payment_method_id ?? null,
        total_payment_cents: toCents(purchase.total_payment),
        free_trial_length: purchase.free_trial_length ?? null,
        createdAt: purchase.createdAt,
      }));
    const saleCharges = saleChargesBetween(window.dayStart, window.dayEnd).map((charge) => ({
      total_payment_cents: charge.total_cents,
      createdAt: charge.createdAt,
    }));
    const memberships = db.customers
      .findMany((q) => q.where({ has_unlimited: true }))
      .filter((customer) => customer.unlimited_membership_expiration)
      .map((customer) => ({
        customer_id: customer.customer_id,
        customer_name: fullName(customer),
        expires: customer.unlimited_membership_expiration!,
      }));
    const failedCharges = db.invoices
      .findMany((q) => q.where({ status: 'failed' }))
      .map((invoice) => {
        const purchase = db.purchases.findFirst((q) => q.where({ purchase_id: invoice.purchase_id ?? 0 }));
        const customer_id = purchase?.customer_id ?? 0;
        return {
          purchase_id: invoice.purchase_id ?? 0,
          customer_id,
          customer_name: fullName(customerOf(customer_id)),
          total_payment_cents: toCents(invoice.total_payment),
          createdAt: invoice.createdAt,
        };
      });
    const viewer = { coachId: user.role === 'coach' ? (user.coach_id ?? -1) : null };
    return response(200).json(
      buildStudioDay({
        now,
        offsetHours,
        date,
        viewer,
        classes,
        purchases,
        saleCharges,
        memberships,
        failedCharges,
      }),
    );
  }),
];
