import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { reservationColumns } from './reservation-columns';
import type { reservations } from '#server/db/schema';
import { customers, singleClasses, waitlists } from '#server/db/schema';
import {
  asSeenBy,
  classViewsWithOwners,
  type ClassViewWithOwners,
} from '#server/services/single-class-views';
import { waitlistPositions } from '#src/domain/waitlist';
import { rosterCustomer } from '#src/domain/admin/roster-customer';

type ReservationRow = typeof reservations.$inferSelect;
type ClassRow = typeof singleClasses.$inferSelect;
type WaitlistRow = typeof waitlists.$inferSelect;

/**
 * Each class by id, its places still naming their customers (asSeenBy picks the reader); `known`
 * rows (a class the caller just read) are not read again.
 */
async function classViewsById(db: Database, ids: number[], known: ClassRow[] = []) {
  const wanted = new Set(ids);
  const rows = known.filter((row) => wanted.has(row.single_class_id));
  for (const row of rows) wanted.delete(row.single_class_id);
  if (wanted.size > 0)
    rows.push(
      ...(await db
        .select()
        .from(singleClasses)
        .where(inArray(singleClasses.single_class_id, [...wanted]))),
    );
  if (rows.length === 0) return new Map<number, ClassViewWithOwners>();
  return new Map((await classViewsWithOwners(db, rows)).map((view) => [view.single_class_id, view]));
}

/**
 * The contract's ClassReservation with its class (mocks/booking/views.ts); the credits row stays
 * server-side. `known`: class rows the caller holds already. Mis Reservaciones' lighter rows are
 * src/domain/booking/my-reservation.ts (decision 090).
 */
export async function reservationViews(
  db: Database,
  rows: ReservationRow[],
  { known = [] }: { known?: ClassRow[] } = {},
) {
  const classes = await classViewsById(
    db,
    rows.map((row) => row.single_class_id),
    known,
  );
  return rows.map((row) => {
    const columns = reservationColumns(row);
    const owned = classes.get(columns.single_class_id);
    const single_class = owned && asSeenBy(owned, columns.customer_id);
    return single_class
      ? { ...columns, single_class, class_instructors: single_class.class_instructors }
      : columns;
  });
}

/** One reservation's view; `singleClass`, when the caller holds its class row already. */
export async function reservationView(db: Database, row: ReservationRow, singleClass?: ClassRow) {
  return (await reservationViews(db, [row], { known: singleClass ? [singleClass] : [] }))[0]!;
}

/** A reservation as staff see it on the QR page: with who made it and its class. */
export async function rosterView(db: Database, row: ReservationRow) {
  const [customer] = await db.select().from(customers).where(eq(customers.customer_id, row.customer_id));
  const columns = reservationColumns(row);
  const owned = (await classViewsById(db, [row.single_class_id])).get(row.single_class_id);
  const single_class = owned && asSeenBy(owned, null);
  return {
    ...columns,
    ...(single_class ? { single_class } : {}),
    customer: rosterCustomer(row.customer_id, customer),
  };
}

/** The contract's Waitlist: the entry, its place in the class's list and its class. */
export async function waitlistViews(db: Database, rows: WaitlistRow[]) {
  const classIds = [...new Set(rows.map((row) => row.single_class_id))];
  const lists = classIds.length
    ? await db
        .select()
        .from(waitlists)
        .where(inArray(waitlists.single_class_id, classIds))
        .orderBy(asc(waitlists.waitlist_id))
    : [];
  const classes = await classViewsById(db, classIds);
  return rows.map((row) => {
    const position = waitlistPositions(
      lists.filter((entry) => entry.single_class_id === row.single_class_id),
    ).get(row.waitlist_id);
    const owned = classes.get(row.single_class_id);
    const single_class = owned && asSeenBy(owned, row.customer_id);
    return {
      ...row,
      ...(position === undefined ? {} : { position }),
      ...(single_class ? { single_class } : {}),
    };
  });
}

export { classViewsById };
