import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { components } from '#src/api/schema.gen';
import { auditChange } from '#src/domain/admin/audit-log';
import type { AuditLink } from '#src/domain/admin/audit-restore';
import type { Database } from '#server/db/client';
import { auditEntries } from '#server/db/schema';
import { requireStaff } from '#server/identity/caller';

type Row = Record<string, unknown>;

/** A table whose staff writes the log records: its rows are the objects of `object_type`. */
export interface AuditedTable {
  table: PgTable;
  /** The id column, and its field name in a row (the contract's `*_id`). */
  id: PgColumn;
  idKey: string;
  /** The log's name for these objects: the id field without `_id` (src/domain/audit.ts). */
  objectType: string;
  /**
   * Columns kept in integer units of a contract field (`price_cents` is `price` × 100): the log
   * shows the contract's field and value, as the mocks' log does, and a revert stores it back.
   */
  scaled?: Record<string, { field: string; per: number }>;
  /**
   * A record the log holds with more than its row (a class with its coaches and tags): how to
   * read it as the log recorded it, and how a revert writes the old values back (and logs it).
   */
  composite?: {
    read(db: Database, id: number, lock: boolean): Promise<Row | undefined>;
    revert(tx: Database, log: AuditLog, current: Row, values: Row): Promise<void>;
  };
  /**
   * Where a row is listed by rows that lose it with it (a coach's or tag's classes, dropped by
   * the foreign key): read before it is deleted and kept with its deletion, so undoing the
   * deletion puts it back there (src/domain/admin/audit-restore.ts).
   */
  links?(tx: Database, id: number): Promise<AuditLink[]>;
}

/** A row as the log records it: scaled columns as the contract's fields. */
export function recordOf(of: AuditedTable, row: Row): Row;
export function recordOf(of: AuditedTable, row: Row | undefined): Row | undefined;
export function recordOf(of: AuditedTable, row: Row | undefined): Row | undefined {
  if (!row || !of.scaled) return row;
  const record: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const scale = of.scaled[key];
    if (!scale) record[key] = value;
    else record[scale.field] = typeof value === 'number' ? value / scale.per : value;
  }
  return record;
}

/** Logged fields back as the columns that store them (a revert's values). */
export function storedValues(of: AuditedTable, fields: Row): Row {
  const values: Row = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = Object.entries(of.scaled ?? {}).find(([, scale]) => scale.field === field);
    if (!column) values[field] = value;
    else values[column[0]] = typeof value === 'number' ? Math.round(value * column[1].per) : value;
  }
  return values;
}

/** What one staff write changed, collected as it writes, stored with it. */
export interface AuditLog {
  change(of: AuditedTable, before: Row | undefined, after: Row | undefined, links?: AuditLink[]): void;
}

export interface StaffWrite {
  actor: components['schemas']['AuditEntry']['actor'];
  /** The call, e.g. "PUT /discounts". */
  action: string;
  now: Date;
}

/** Who writes and which call, from a staff request (401, then 403 to a role without the operation). */
export function staffWrite(request: FastifyRequest, now: Date): StaffWrite {
  return writeBy(requireStaff(request).user, request, now);
}

/** The log's actor and call for a caller already let through (staff acting on a customer's own row). */
export function writeBy(
  user: { email: string; uid: string },
  request: FastifyRequest,
  now: Date,
): StaffWrite {
  const path = request.url.split('?')[0]!.replace(/^\/api(?=\/)/, '');
  return { actor: { email: user.email, uid: user.uid }, action: `${request.method} ${path}`, now };
}

/**
 * Runs a staff write in one transaction that also stores its audit entry (decision 061): the
 * change and its entry are committed together, and a write that fails leaves neither. A write
 * that changed nothing leaves no entry. `reverts` names the entry a revert undoes.
 */
export function auditedTransaction<T>(
  db: Database,
  write: StaffWrite,
  work: (tx: Database, log: AuditLog) => Promise<T>,
  reverts: number | null = null,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const changes: components['schemas']['AuditChange'][] = [];
    const log: AuditLog = {
      change(of, before, after, links) {
        const change = auditChange(of.objectType, of.idKey, recordOf(of, before), recordOf(of, after), links);
        if (change) changes.push(change);
      },
    };
    const result = await work(tx, log);
    if (changes.length > 0) {
      const [entry] = await tx
        .insert(auditEntries)
        .values({
          createdAt: write.now.toISOString(),
          actor: write.actor,
          action: write.action,
          changes,
          reverts,
        })
        .returning({ audit_id: auditEntries.audit_id });
      if (reverts !== null) {
        await tx
          .update(auditEntries)
          .set({ reverted_by: entry!.audit_id })
          .where(eq(auditEntries.audit_id, reverts));
      }
    }
    return result;
  });
}
