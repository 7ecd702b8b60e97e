import { desc, eq, or, sql } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  concerns,
  decideRevert,
  isRevertible,
  restorableDeletion,
  revertedValues,
} from '#src/domain/admin/audit-log';
import { ADMIN_MESSAGES as MSG } from '#src/domain/admin/messages';
import { auditedTransaction, recordOf, staffWrite, storedValues } from '#server/admin/audit';
import { auditedTable, currentRecord } from '#server/admin/audited-tables';
import { auditedUpdate } from '#server/admin/crud';
import { restoreDeleted } from '#server/admin/restore-deleted';
import type { Database } from '#server/db/client';
import { auditEntries } from '#server/db/schema';
import { orNotFound, orRefused } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { partsOf, type ServiceFactory } from './context';

type AuditChange = components['schemas']['AuditChange'];
type EntryRow = typeof auditEntries.$inferSelect;

const changesOf = (row: EntryRow) => row.changes as unknown as AuditChange[];
const contains = (pattern: unknown) => sql`${auditEntries.changes} @> ${JSON.stringify(pattern)}::jsonb`;

/** A change's record as it is now, as the log would record it. */
async function recordedNow(db: Database, change: AuditChange, lock = false) {
  const table = auditedTable(change.object_type);
  return table && recordOf(table, await currentRecord(db, change, lock));
}

/** An entry as the contract shows it, with whether it can be undone now. */
async function entryView(db: Database, row: EntryRow): Promise<components['schemas']['AuditEntry']> {
  const changes = changesOf(row);
  const current = await Promise.all(changes.map((change) => recordedNow(db, change)));
  return { ...row, changes, revertible: isRevertible({ ...row, changes }, current) };
}

/**
 * The audit log (decision 061): an object's history, and undoing a simple change or a coach's or
 * tag's deletion, as the mocks do.
 */
export const adminAuditService: ServiceFactory = ({ db, clock }) => ({
  async adminListAudit(request) {
    requireStaff(request);
    const { query } = partsOf(request);
    const type = String(query.object_type);
    const id = Number(query.object_id);
    const related = String(query.related) === 'true';
    // The GIN index on `changes` finds the entries; `concerns` is the rule both backends apply.
    const mine = contains([{ object_type: type, object_id: id }]);
    const rows = await db
      .select()
      .from(auditEntries)
      .where(related ? or(mine, contains([{ refs: { [`${type}_id`]: id } }])) : mine)
      .orderBy(desc(auditEntries.audit_id));
    const shown = rows.filter((row) => changesOf(row).some((change) => concerns(change, type, id, related)));
    return { entries: await Promise.all(shown.map((row) => entryView(db, row))) };
  },

  adminRevertAudit(request) {
    const audit_id = Number(partsOf(request).params.id);
    const staff = staffWrite(request, clock.now());
    return auditedTransaction(
      db,
      staff,
      async (tx, log) => {
        const [row] = await tx
          .select()
          .from(auditEntries)
          .where(eq(auditEntries.audit_id, audit_id))
          .for('update');
        const entry = orNotFound(row, MSG.auditEntryNotFound);
        const changes = changesOf(entry);
        const rows: Array<Record<string, unknown> | undefined> = [];
        for (const change of changes) rows.push(await currentRecord(tx, change, true));
        const current = changes.map((change, index) => {
          const table = auditedTable(change.object_type);
          return table && recordOf(table, rows[index]);
        });
        orRefused(decideRevert({ ...entry, changes }, current));
        const deletion = restorableDeletion({ changes });
        if (deletion >= 0) {
          await restoreDeleted(tx, log, changes[deletion]!);
          return { message: MSG.auditReverted };
        }
        for (const [index, change] of changes.entries()) {
          const table = auditedTable(change.object_type)!;
          const values = storedValues(table, revertedValues(change));
          if (table.composite) await table.composite.revert(tx, log, rows[index]!, values);
          else await auditedUpdate(tx, log, table, rows[index]!, values);
        }
        return { message: MSG.auditReverted };
      },
      audit_id,
    );
  },
});
