import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { reservationColumns } from '#server/booking/reservation-columns';
import type { Database } from '#server/db/client';
import { customers, reservations } from '#server/db/schema';
import { rosterCustomer } from '#src/domain/admin/roster-customer';

/** The class's active reservations as staff see them: each with who made it (mocks' rosterView). */
export async function rosterOf(db: Database, single_class_id: number) {
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.single_class_id, single_class_id), isNull(reservations.deletedAt)))
    .orderBy(asc(reservations.class_reservation_id));
  const ids = [...new Set(rows.map((row) => row.customer_id))];
  const people = new Map(
    (ids.length ? await db.select().from(customers).where(inArray(customers.customer_id, ids)) : []).map(
      (row) => [row.customer_id, row],
    ),
  );
  return rows.map((row) => {
    const columns = reservationColumns(row);
    const customer = people.get(columns.customer_id);
    return {
      ...columns,
      customer: rosterCustomer(columns.customer_id, customer),
    };
  });
}
