import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { reservations } from '#server/db/schema';
import { customers, singleClasses, waitlists } from '#server/db/schema';
import { singleClassViews } from '#server/services/single-class-views';
import { waitlistPositions } from '#src/domain/waitlist';

type ReservationRow = typeof reservations.$inferSelect;
type WaitlistRow = typeof waitlists.$inferSelect;

async function classViewsById(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Awaited<ReturnType<typeof singleClassViews>>[number]>();
  const rows = await db
    .select()
    .from(singleClasses)
    .where(inArray(singleClasses.single_class_id, [...new Set(ids)]));
  return new Map((await singleClassViews(db, rows)).map((view) => [view.single_class_id, view]));
}

/** The contract's ClassReservation with its class (mocks/booking/views.ts); the credits row stays server-side. */
export async function reservationViews(db: Database, rows: ReservationRow[]) {
  const classes = await classViewsById(
    db,
    rows.map((row) => row.single_class_id),
  );
  return rows.map(({ available_class_id: _credits, ...columns }) => {
    const single_class = classes.get(columns.single_class_id);
    return single_class
      ? { ...columns, single_class, class_instructors: single_class.class_instructors }
      : columns;
  });
}

export async function reservationView(db: Database, row: ReservationRow) {
  return (await reservationViews(db, [row]))[0]!;
}

/** A reservation as staff see it on the QR page: with who made it and its class. */
export async function rosterView(db: Database, row: ReservationRow) {
  const [customer] = await db.select().from(customers).where(eq(customers.customer_id, row.customer_id));
  const { available_class_id: _credits, ...columns } = row;
  const single_class = (await classViewsById(db, [row.single_class_id])).get(row.single_class_id);
  return {
    ...columns,
    ...(single_class ? { single_class } : {}),
    customer: {
      customer_id: row.customer_id,
      name: customer?.name ?? '',
      last_name: customer?.last_name ?? null,
      email: customer?.email ?? null,
    },
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
    const single_class = classes.get(row.single_class_id);
    return {
      ...row,
      ...(position === undefined ? {} : { position }),
      ...(single_class ? { single_class } : {}),
    };
  });
}

export { classViewsById };
