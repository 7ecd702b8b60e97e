import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { availableClasses, customers, reservations, singleClasses } from '#server/db/schema';
import type { CustomerActivityRow } from '#src/domain/admin/reports/customers';
import type { ReportWindow } from '#src/domain/admin/reports/range';

/**
 * The customers report's rows (decision 078): one per customer who signed up in the range (the
 * `customers_created_at` index), visited in it, or holds credits or a membership at its end, with
 * their visits summed in SQL (a GROUP BY over attended reservations of classes before the range's
 * end); the shared builder decides the four lists. The mocks' mocks/handlers/reports.ts reads the
 * same facts from their records.
 */
export async function customerActivityRows(
  tx: Database,
  window: ReportWindow,
  location_id: number | null,
): Promise<CustomerActivityRow[]> {
  const visits = tx
    .select({
      customer_id: reservations.customer_id,
      first_visit: sql<string>`min(${singleClasses.class_date})`.as('first_visit'),
      last_visit: sql<string>`max(${singleClasses.class_date})`.as('last_visit'),
      visits:
        sql<number>`count(*) filter (where ${singleClasses.class_date} >= ${window.classesFrom})::int`.as(
          'visits',
        ),
    })
    .from(reservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, reservations.single_class_id))
    .where(
      and(
        isNull(reservations.deletedAt),
        eq(reservations.attend, true),
        lt(singleClasses.class_date, window.classesUntil),
        isNull(singleClasses.cancelled_at),
        location_id === null ? undefined : eq(singleClasses.location_id, location_id),
      ),
    )
    .groupBy(reservations.customer_id)
    .as('visits');
  // Credits bought by the range's end and not used up (-1 is unlimited): until when they last.
  const credits = tx
    .select({
      customer_id: availableClasses.customer_id,
      credits_until: sql<string | Date | null>`max(${availableClasses.expiration_date})`.as('credits_until'),
      credits_forever: sql<boolean>`bool_or(${availableClasses.expiration_date} is null)`.as(
        'credits_forever',
      ),
    })
    .from(availableClasses)
    .where(and(ne(availableClasses.available_classes, 0), lt(availableClasses.createdAt, window.end)))
    .groupBy(availableClasses.customer_id)
    .as('credits');
  // Whether they still hold at the end is the builder's to say (holdsAt); this only narrows the rows.
  const holds = sql<boolean>`(${customers.has_unlimited} and (${customers.unlimited_membership_expiration} is null or ${customers.unlimited_membership_expiration} >= ${window.end})) or ${credits.credits_forever} or ${credits.credits_until} >= ${window.end}`;
  const rows = await tx
    .select({
      customer_id: customers.customer_id,
      name: sql<string>`concat_ws(' ', ${customers.name}, ${customers.last_name})`,
      created_at: customers.created_at,
      first_visit: visits.first_visit,
      last_visit: visits.last_visit,
      visits: sql<number>`coalesce(${visits.visits}, 0)::int`,
      has_unlimited: customers.has_unlimited,
      membership_expiration: customers.unlimited_membership_expiration,
      credits_until: credits.credits_until,
      credits_forever: credits.credits_forever,
    })
    .from(customers)
    .leftJoin(visits, eq(visits.customer_id, customers.customer_id))
    .leftJoin(credits, eq(credits.customer_id, customers.customer_id))
    .where(
      or(
        and(gte(customers.created_at, window.start), lt(customers.created_at, window.end)),
        gt(visits.visits, 0),
        holds,
      ),
    );
  return rows.map((row) => ({
    ...row,
    first_visit: row.first_visit ?? null,
    last_visit: row.last_visit ?? null,
    // An aggregate of an instant column comes back as the driver gives it, not through `instant`.
    credits_until: row.credits_until === null ? null : new Date(row.credits_until).toISOString(),
    credits_forever: row.credits_forever === true,
  }));
}
