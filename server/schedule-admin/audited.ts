import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditedTable } from '#server/admin/audit';
import { reservations, singleClasses, waitlists } from '#server/db/schema';
import { auditObjectType } from '#src/domain/audit';

/*
 * The tables the schedule's staff writes change, as the audit log names them (the mocks' names:
 * an object's type is its id field without `_id`). Not offered for revert: see decision 062. The
 * credits rows are the customers area's (`creditsTable`, server/admin/customer-tables.ts).
 */
function audited(id: PgColumn): AuditedTable {
  return { table: id.table, id, idKey: id.name, objectType: auditObjectType(id.name) };
}

export const singleClassTable = audited(singleClasses.single_class_id);
export const reservationTable = audited(reservations.class_reservation_id);
export const waitlistTable = audited(waitlists.waitlist_id);
