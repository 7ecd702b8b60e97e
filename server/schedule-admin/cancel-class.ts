import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuditLog } from '#server/admin/audit';
import { auditedUpdate } from '#server/admin/crud';
import { creditsTable } from '#server/admin/customer-tables';
import { lockClass } from '#server/booking/facts';
import type { Database } from '#server/db/client';
import { availableClasses, classTypes, customers, reservations, waitlists } from '#server/db/schema';
import { apiError, orNotFound } from '#server/http/api-error';
import { recordMail } from '#server/mail/outbox';
import { SCHEDULE_MESSAGES } from '#src/domain/admin/schedule-messages';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { countWithCreditBack } from '#src/domain/credits';
import { classCancelledEventKey, classCancelledMail } from '#src/domain/mail/class-cancelled';
import { reservationTable, singleClassTable, waitlistTable } from './audited';
import { logWithoutRevision } from './store-class';

/**
 * The studio cancels a class, in the caller's transaction: the class row is locked first (the lock
 * every reservation of the class takes), so a reservation racing the cancel either committed before
 * and is cancelled here, or waits and then finds the class cancelled. Every active reservation is
 * cancelled with its credit back to its row (whatever the customer's cancel window says: the
 * studio cancelled), each customer with an email gets a mail, the waitlist is cleared.
 */
export async function cancelClass(tx: Database, log: AuditLog, single_class_id: number, now: Date) {
  const singleClass = orNotFound(await lockClass(tx, single_class_id), BOOKING_MESSAGES.classNotFound);
  if (singleClass.cancelled_at) throw apiError(409, SCHEDULE_MESSAGES.classAlreadyCancelled);
  const at = now.toISOString();
  const [type] = await tx
    .select({ name: classTypes.name })
    .from(classTypes)
    .where(eq(classTypes.class_type_id, singleClass.class_type_id));
  const active = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.single_class_id, single_class_id), isNull(reservations.deletedAt)))
    .orderBy(asc(reservations.class_reservation_id))
    .for('update');
  const customerIds = [...new Set(active.map((row) => row.customer_id))];
  const people = new Map(
    (customerIds.length
      ? await tx
          .select({ customer_id: customers.customer_id, name: customers.name, email: customers.email })
          .from(customers)
          .where(inArray(customers.customer_id, customerIds))
      : []
    ).map((row) => [row.customer_id, row]),
  );
  let creditsReturned = 0;
  let mailsSent = 0;
  for (const reservation of active) {
    if (reservation.available_class_id !== null) {
      const [row] = await tx
        .select()
        .from(availableClasses)
        .where(eq(availableClasses.available_class_id, reservation.available_class_id))
        .for('update');
      const back = row && countWithCreditBack(row.available_classes);
      if (row && back !== row.available_classes) {
        await auditedUpdate(tx, log, creditsTable, row, { available_classes: back });
        creditsReturned += 1;
      }
    }
    await auditedUpdate(tx, log, reservationTable, reservation, { deletedAt: at });
    const customer = people.get(reservation.customer_id);
    if (customer?.email) {
      const mail = classCancelledMail({
        customerName: customer.name,
        className: type?.name ?? 'clase',
        classDate: singleClass.class_date,
      });
      const recorded = await recordMail(
        tx,
        {
          customer_id: customer.customer_id,
          to: customer.email,
          ...mail,
          event_key: classCancelledEventKey(single_class_id, customer.customer_id),
        },
        now,
      );
      if (recorded) mailsSent += 1;
    }
  }
  const cleared = await tx
    .delete(waitlists)
    .where(eq(waitlists.single_class_id, single_class_id))
    .returning();
  for (const entry of cleared) log.change(waitlistTable, entry, undefined);
  await auditedUpdate(tx, logWithoutRevision(log), singleClassTable, singleClass, { cancelled_at: at });
  return {
    message: SCHEDULE_MESSAGES.classCancelled,
    affected: active.length,
    credits_returned: creditsReturned,
    mails_sent: mailsSent,
  };
}
