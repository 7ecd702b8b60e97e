import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { reservationColumns } from '#server/booking/reservation-columns';
import { customerCommerce } from '#server/commerce/views';
import type { Database } from '#server/db/client';
import type { customers } from '#server/db/schema';
import { acceptedPages, addresses, availableClasses, files, reservations } from '#server/db/schema';

type CustomerRow = typeof customers.$inferSelect;
type CreditRow = typeof availableClasses.$inferSelect;

/** What anyone may learn from a phone lookup: enough to say "that phone has an account". */
export function customerIdentity(row: CustomerRow) {
  return {
    customer_id: row.customer_id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

export function creditsRow(row: CreditRow) {
  return {
    available_class_id: row.available_class_id,
    class_type_id: row.class_type_id,
    class_types: row.class_types,
    allowed_times: row.allowed_times,
    available_classes: row.available_classes,
    expiration_date: row.expiration_date,
    purchase_id: row.purchase_id,
  };
}

/** The customer's credits rows that still count: not expired (a null expiration never expires). */
export function creditsInForce(customer_id: number, now: Date) {
  return and(
    eq(availableClasses.customer_id, customer_id),
    or(isNull(availableClasses.expiration_date), gt(availableClasses.expiration_date, now.toISOString())),
  );
}

export function activeCreditRows(db: Database, customer_id: number, now: Date) {
  return db
    .select()
    .from(availableClasses)
    .where(creditsInForce(customer_id, now))
    .orderBy(asc(availableClasses.available_class_id));
}

/** The customer with every related list, as GET /customer answers it (mocks/views/customer.ts). */
export async function customerView(db: Database, row: CustomerRow, now: Date) {
  const customer_id = row.customer_id;
  const [file] =
    row.file_id === null ? [] : await db.select().from(files).where(eq(files.file_id, row.file_id));
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customer_id, customer_id))
    .orderBy(desc(addresses.address_id))
    .limit(1);
  const bookings = await db
    .select()
    .from(reservations)
    .where(eq(reservations.customer_id, customer_id))
    .orderBy(asc(reservations.class_reservation_id));
  const accepted = await db
    .select()
    .from(acceptedPages)
    .where(eq(acceptedPages.customer_id, customer_id))
    .orderBy(asc(acceptedPages.accepted_page_id));
  return {
    ...row,
    file: file ?? null,
    address: address ?? null,
    customer_milestone: [],
    online_accesses: [],
    class_reservations: bookings.map(reservationColumns),
    available_classes: (await activeCreditRows(db, customer_id, now)).map(creditsRow),
    accepted_pages: accepted,
    ...(await customerCommerce(db, customer_id)),
  };
}
