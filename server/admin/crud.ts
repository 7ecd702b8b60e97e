import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Decision } from '#src/domain/booking/refusal';
import { ADMIN_MESSAGES, missingId } from '#src/domain/admin/messages';
import { auditObjectType } from '#src/domain/audit';
import { mayUseArea } from '#src/domain/staff/permissions';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { databaseErrorOf } from '#server/db/constraint-error';
import { apiError, orNotFound, orRefused } from '#server/http/api-error';
import { requireStaff, requireUser, type Caller } from '#server/identity/caller';
import type { OperationHandler, ServerContext, Service } from '#server/services/context';
import { auditedTransaction, staffWrite, writeBy, type AuditLog, type AuditedTable } from './audit';
import { cleanHtml } from './sanitize';

type Row = Record<string, unknown>;
type Body = Record<string, unknown>;

/** Who may call: anyone, any signed-in user (401 otherwise), or an admin (401, then 403 to a customer). */
export type Access = 'public' | 'user' | 'admin';

/**
 * A plain staff-maintained resource, the server's counterpart of the mocks' `crudHandlers`
 * (mocks/handlers/crud.ts): its table, how the contract shows a row, and its input checks, which
 * are the shared rules of src/domain/admin. Both answer with the same messages.
 */
export interface Entity<R extends Row = Row> extends AuditedTable {
  /** The answer's key for one record (`discount`) and for the list (`descuentos`). */
  recordKey: string;
  listKey?: string;
  /** The 404 message of an unknown id, and the delete's 200 message. */
  notFound: string;
  deleted?: string;
  /** The record as the contract shows it; the stored row by default. */
  view?: (row: R, db: Database) => unknown;
  /** The list's order; by id by default. */
  order?: SQL[];
  /** Checks a POST body (a refusal answers it) and gives the new row's values. */
  create?: (input: Body, tx: Database) => Promise<Decision<{ values: Row }>> | Decision<{ values: Row }>;
  /** Checks a PUT body against the row it changes and gives the columns to set. */
  update?: (
    input: Body,
    current: R,
    tx: Database,
  ) => Promise<Decision<{ values: Row }>> | Decision<{ values: Row }>;
  /** Fields holding staff HTML: cleaned with the studio's allow-list before they are stored. */
  html?: string[];
  /** The unique constraints a race can still break, and the 409 message each answers (from the body). */
  conflicts?: Record<string, string | ((body: Body) => string)>;
  /**
   * Rows a customer owns (an address): with `write: 'user'` a customer reads, lists and writes only
   * rows whose `column` is their customer id (403 `message` otherwise), unlogged; staff act on any, logged.
   */
  owner?: { key: string; column: PgColumn; message: string };
}

type Decide<R> = (
  input: Body,
  fresh: boolean,
  tx: Database,
  current?: R,
) => Promise<Decision<{ values: Row }>> | Decision<{ values: Row }>;

/**
 * A resource whose create and update are one shared rule (`fresh`: a create); its log name and
 * answer key come from its id field (`class_category_id` → `class_category`, src/domain/audit.ts).
 */
export function entity<R extends Row>(
  description: Omit<Entity<R>, 'objectType' | 'recordKey' | 'create' | 'update'> & {
    recordKey?: string;
    decide: Decide<R>;
  },
): Entity<R> {
  const { decide, ...rest } = description;
  const objectType = auditObjectType(description.idKey);
  return {
    objectType,
    recordKey: objectType,
    ...rest,
    create: (input, tx) => decide(input, true, tx),
    update: (input, current, tx) => decide(input, false, tx, current),
  };
}

/** A resource's staff writes by the contract's names, from its log name: `class_type` → `createClassType`… */
export function writes({ objectType }: AuditedTable): CrudOperations {
  const noun = objectType.replace(/(^|_)([a-z])/g, (_match, _underscore, letter: string) =>
    letter.toUpperCase(),
  );
  return { create: `create${noun}`, update: `update${noun}`, remove: `delete${noun}` };
}

/** The operationIds a resource answers, by role. */
export interface CrudOperations {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
}

function guard(request: FastifyRequest, access: Access): Caller | undefined {
  if (access === 'admin') return requireStaff(request);
  if (access === 'user') return requireUser(request);
  return request.caller;
}

/** Staff who look after customers (src/domain/staff/permissions.ts) act on any customer's rows. */
const isStaff = (caller: Caller | undefined) => caller !== undefined && mayUseArea(caller.user, 'customers');

/** A customer acting on a row they own, or staff on any (the entity's `owner`). */
function assertOwner(entity: Entity, caller: Caller | undefined, owner: unknown): void {
  if (!entity.owner || isStaff(caller)) return;
  if (!caller?.customer || owner !== caller.customer.customer_id) throw apiError(403, entity.owner.message);
}

/** A unique index a concurrent save got to first answers the shared rule's 409, not a 500. */
async function asConflict<T>(entity: Entity, body: Body, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = databaseErrorOf(error);
    const message = code === '23505' ? entity.conflicts?.[constraint ?? ''] : undefined;
    if (message) throw apiError(409, typeof message === 'string' ? message : message(body));
    // A delete the database refuses: classes still point at this location or class type.
    if (code === '23503') throw apiError(409, ADMIN_MESSAGES.inUse);
    throw error;
  }
}

/** One row by id, locked for the write that reads it; 404 with the entity's message. */
export async function lockRow<R extends Row>(
  tx: Database,
  entity: Pick<Entity<R>, 'table' | 'id' | 'notFound'>,
  id: number,
): Promise<R> {
  const [row] = await tx.select().from(entity.table).where(eq(entity.id, id)).for('update');
  return orNotFound(row as R | undefined, entity.notFound);
}

/** Sets columns of one locked row and logs the change; answers the row as stored. */
export async function auditedUpdate<R extends Row>(
  tx: Database,
  log: AuditLog,
  entity: AuditedTable,
  current: R,
  values: Row,
): Promise<R> {
  const [after] = (await tx
    .update(entity.table)
    .set(values)
    .where(eq(entity.id, current[entity.idKey] as number))
    .returning()) as R[];
  log.change(entity, current, after);
  return after!;
}

/** The decided values, staff HTML cleaned (decision 061: no client of the API receives script). */
function storable(entity: Entity, decision: Decision<{ values: Row }>): Row {
  const { values } = orRefused(decision);
  for (const field of entity.html ?? []) {
    if (typeof values[field] === 'string') values[field] = cleanHtml(values[field] as string);
  }
  return values;
}

/** The id in the path's one segment, whatever the contract calls it (`{id}`, `{slug}` for a page). */
function idInPath(request: FastifyRequest): number {
  const params = request.params as Record<string, string>;
  return Number(params.id ?? Object.values(params)[0]);
}

/** The numeric id a PUT body carries (the screens' save rule: numeric id → update). */
function idInBody(body: Body, idKey: string): number {
  const value = body[idKey];
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw apiError(400, missingId(idKey));
  return id;
}

/**
 * The handlers of one resource: list, one, create, update (PUT with the id in the body), delete.
 * Writes are an administrator's, each in one transaction with its audit entry.
 */
export function crudOperations<R extends Row>(
  entity: Entity<R>,
  operations: CrudOperations,
  { db, clock }: { db: Database; clock: Clock },
  access: { read?: Access; list?: Access; write?: Access } = {},
  /** After a delete has committed: what lives outside the database goes too (a file's bytes). */
  afterRemove?: (row: R) => Promise<void>,
): Service {
  const read = access.read ?? 'public';
  const view = async (row: R, on: Database) => (entity.view ? entity.view(row, on) : row);
  const service: Record<string, OperationHandler> = {};
  const ownerOf = (row: Row | undefined) => (entity.owner ? row?.[entity.owner.key] : undefined);
  /** Staff writes are logged (decision 061); a customer's own writes are not the studio's changes. */
  const write = <T>(
    request: FastifyRequest,
    work: (tx: Database, log: AuditLog, caller?: Caller) => Promise<T>,
  ) => {
    const body = (request.body ?? {}) as Body;
    const caller = guard(request, access.write ?? 'admin');
    if (!isStaff(caller)) {
      return asConflict(entity as Entity, body, () =>
        db.transaction((tx) => work(tx as unknown as Database, { change() {} }, caller)),
      );
    }
    // A resource customers write too (an address): the guard let this member of staff through.
    const staff =
      (access.write ?? 'admin') === 'admin'
        ? staffWrite(request, clock.now())
        : writeBy(caller!.user, request, clock.now());
    return asConflict(entity as Entity, body, () =>
      auditedTransaction(db, staff, (tx, log) => work(tx, log, caller)),
    );
  };

  if (operations.list) {
    service[operations.list] = async (request) => {
      const caller = guard(request, access.list ?? read);
      const order = entity.order ?? [asc(entity.id)];
      const mine =
        entity.owner && !isStaff(caller)
          ? eq(entity.owner.column, caller?.customer?.customer_id ?? -1)
          : undefined;
      const rows = (await db
        .select()
        .from(entity.table)
        .where(mine)
        .orderBy(...order)) as R[];
      return { [entity.listKey!]: await Promise.all(rows.map((row) => view(row, db))) };
    };
  }
  if (operations.one) {
    service[operations.one] = async (request) => {
      const caller = guard(request, read);
      const id = idInPath(request);
      const [row] = await db.select().from(entity.table).where(eq(entity.id, id));
      const found = orNotFound(row as R | undefined, entity.notFound);
      assertOwner(entity as Entity, caller, ownerOf(found));
      return { [entity.recordKey]: await view(found, db) };
    };
  }
  if (operations.create && entity.create) {
    const create = entity.create;
    service[operations.create] = (request) =>
      write(request, async (tx, log, caller) => {
        const body = (request.body ?? {}) as Body;
        const values = storable(entity as Entity, await create(body, tx));
        if (entity.owner) {
          values[entity.owner.key] = body[entity.owner.key] ?? caller?.customer?.customer_id ?? null;
          assertOwner(entity as Entity, caller, values[entity.owner.key]);
        }
        const [row] = (await tx.insert(entity.table).values(values).returning()) as R[];
        log.change(entity, undefined, row);
        return { [entity.recordKey]: await view(row!, tx) };
      });
  }
  if (operations.update && entity.update) {
    const update = entity.update;
    service[operations.update] = (request) =>
      write(request, async (tx, log, caller) => {
        const body = (request.body ?? {}) as Body;
        const current = await lockRow<R>(tx, entity, idInBody(body, entity.idKey));
        assertOwner(entity as Entity, caller, ownerOf(current));
        const values = storable(entity as Entity, await update(body, current, tx));
        // Moving a row to another owner is staff's call.
        if (entity.owner && body[entity.owner.key] !== undefined) {
          values[entity.owner.key] = body[entity.owner.key];
          assertOwner(entity as Entity, caller, body[entity.owner.key]);
        }
        return { [entity.recordKey]: await view(await auditedUpdate(tx, log, entity, current, values), tx) };
      });
  }
  if (operations.remove) {
    service[operations.remove] = async (request) => {
      const removed = await write(request, async (tx, log, caller) => {
        const current = await lockRow<R>(tx, entity, idInPath(request));
        assertOwner(entity as Entity, caller, ownerOf(current));
        const id = current[entity.idKey] as number;
        // Read before the foreign keys drop them: the log keeps them with the deletion.
        const links = await entity.links?.(tx, id);
        await tx.delete(entity.table).where(eq(entity.id, id));
        log.change(entity, current, undefined, links);
        return current;
      });
      await afterRemove?.(removed);
      return { message: entity.deleted ?? 'Deleted.' };
    };
  }
  return service;
}

export type CrudContext = Pick<ServerContext, 'db' | 'clock'>;
