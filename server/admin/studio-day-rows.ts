import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { chargeIsSale, purchaseIsSale } from '#server/admin/reports/sale-conditions';
import type { Database } from '#server/db/client';
import {
  classTypes,
  customers,
  instructors,
  invoices,
  locations,
  purchases,
  reservations,
  singleClasses,
  singleClassInstructors,
  waitlists,
} from '#server/db/schema';
import type { DayWindow, StudioDayInput } from '#src/domain/admin/studio-day';

type DayRows = Pick<
  StudioDayInput,
  'classes' | 'purchases' | 'saleCharges' | 'memberships' | 'failedCharges'
>;

const customerName = sql<string>`concat_ws(' ', ${customers.name}, ${customers.last_name})`;

/**
 * The rows the day is built from (src/domain/admin/studio-day.ts), read in one transaction: the
 * day's and the next day's classes with their counts taken in SQL (class_date is indexed; the
 * counts use the per-class indexes of reservations and waitlists), cash still to collect and the
 * day's sales (purchases and subscriptions' charges, sale-conditions.ts), memberships ending this week (the partial index on the members' end) and the
 * week's failed charges. Nothing of the studio's history is shipped beyond these.
 */
export async function studioDayRows(tx: Database, window: DayWindow, now: Date): Promise<DayRows> {
  const classId = singleClasses.single_class_id;
  const classRows = await tx
    .select({
      single_class_id: classId,
      class_date: singleClasses.class_date,
      class_type: classTypes.name,
      location: locations.name,
      capacity: singleClasses.capacity,
      booked: sql<number>`(select count(*)::int from ${reservations} where ${reservations.single_class_id} = ${classId} and ${reservations.deletedAt} is null)`,
      checked_in: sql<number>`(select count(*)::int from ${reservations} where ${reservations.single_class_id} = ${classId} and ${reservations.deletedAt} is null and ${reservations.attend})`,
      waitlist: sql<number>`(select count(*)::int from ${waitlists} where ${waitlists.single_class_id} = ${classId})`,
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(
      and(
        gte(singleClasses.class_date, window.classesFrom),
        lt(singleClasses.class_date, window.classesUntil),
        isNull(singleClasses.cancelled_at),
      ),
    );
  const ids = classRows.map((row) => row.single_class_id);
  const coachRows = ids.length
    ? await tx
        .select({
          single_class_id: singleClassInstructors.single_class_id,
          instructor_id: instructors.instructor_id,
          name: sql<string>`concat_ws(' ', ${instructors.name}, ${instructors.last_name})`,
        })
        .from(singleClassInstructors)
        .innerJoin(instructors, eq(instructors.instructor_id, singleClassInstructors.instructor_id))
        .where(inArray(singleClassInstructors.single_class_id, ids))
        .orderBy(asc(singleClassInstructors.position))
    : [];

  const purchaseRows = await tx
    .select({
      purchase_id: purchases.purchase_id,
      customer_id: purchases.customer_id,
      customer_name: customerName,
      status: purchases.status,
      payment_method_id: purchases.payment_method_id,
      provider: purchases.provider,
      total_payment_cents: purchases.total_payment_cents,
      free_trial_length: purchases.free_trial_length,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(customers, eq(customers.customer_id, purchases.customer_id))
    .where(
      or(
        and(eq(purchases.status, 'pending'), isNotNull(purchases.payment_method_id)),
        and(
          purchaseIsSale,
          gte(purchases.createdAt, window.dayStart),
          lt(purchases.createdAt, window.dayEnd),
        ),
      ),
    );

  const saleCharges = await tx
    .select({ total_payment_cents: invoices.total_payment_cents, createdAt: invoices.createdAt })
    .from(invoices)
    .innerJoin(purchases, eq(purchases.purchase_id, invoices.purchase_id))
    .where(
      and(gte(invoices.createdAt, window.dayStart), lt(invoices.createdAt, window.dayEnd), chargeIsSale),
    );

  const memberships = await tx
    .select({
      customer_id: customers.customer_id,
      customer_name: customerName,
      expires: sql<string>`${customers.unlimited_membership_expiration}`,
    })
    .from(customers)
    .where(
      and(
        customers.has_unlimited,
        gte(customers.unlimited_membership_expiration, now.toISOString()),
        lt(customers.unlimited_membership_expiration, window.membershipsUntil),
      ),
    );

  const failedCharges = await tx
    .select({
      purchase_id: invoices.purchase_id,
      customer_id: purchases.customer_id,
      customer_name: customerName,
      total_payment_cents: invoices.total_payment_cents,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(purchases, eq(purchases.purchase_id, invoices.purchase_id))
    .innerJoin(customers, eq(customers.customer_id, purchases.customer_id))
    .where(and(eq(invoices.status, 'failed'), gte(invoices.createdAt, window.failedSince)));

  return {
    classes: classRows.map((row) => {
      const coaches = coachRows.filter((coach) => coach.single_class_id === row.single_class_id);
      return {
        ...row,
        coaches: coaches.map((coach) => coach.name),
        coach_ids: coaches.map((coach) => coach.instructor_id),
      };
    }),
    purchases: purchaseRows,
    saleCharges,
    memberships,
    failedCharges,
  };
}
