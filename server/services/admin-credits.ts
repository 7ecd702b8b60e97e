import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  CUSTOMER_ADMIN_MESSAGES as MESSAGES,
  creditsRecordFields,
  dayBound,
  touchesUnlimited,
} from '#src/domain/admin/customer-admin';
import { missingId } from '#src/domain/admin/messages';
import { auditedTransaction, staffWrite, type AuditLog } from '#server/admin/audit';
import { creditsTable } from '#server/admin/customer-tables';
import { lockRow } from '#server/admin/crud';
import { syncUnlimited } from '#server/customers/unlimited';
import type { Database } from '#server/db/client';
import { availableClasses, customers } from '#server/db/schema';
import { apiError, orNotFound, orRefused } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { partsOf, type ServiceFactory } from './context';
import { creditsRow } from './customer-views';

type CreditsInput = components['schemas']['AvailableClassInput'];
type CreditRow = typeof availableClasses.$inferSelect;

const credits = { ...creditsTable, notFound: MESSAGES.creditsRecordNotFound };

/** The body checked by the shared rule, its customer known (400 otherwise, as the mocks answer). */
async function creditValues(tx: Database, input: CreditsInput) {
  const { fields } = orRefused(creditsRecordFields(input));
  const [customer] = await tx
    .select({ id: customers.customer_id })
    .from(customers)
    .where(eq(customers.customer_id, fields.customer_id));
  if (!customer) throw apiError(400, MESSAGES.customerNotFound);
  return fields;
}

/** A change to an unlimited row (-1) moves the customers' unlimited flag with it. */
async function followUnlimited(
  tx: Database,
  log: AuditLog,
  now: Date,
  ...rows: Array<CreditRow | undefined>
) {
  if (!touchesUnlimited(...rows)) return;
  const owners = new Set(rows.flatMap((row) => (row ? [row.customer_id] : [])));
  for (const customer_id of owners) await syncUnlimited(tx, log, customer_id, now);
}

/**
 * Credits records by hand (mocks/handlers/available-classes.ts): staff list, create, change and
 * delete a customer's credits rows; each write audited, the unlimited flag kept in step.
 */
export const adminCreditsService: ServiceFactory = ({ db, clock }) => {
  const write = <T>(
    request: Parameters<typeof staffWrite>[0],
    work: (tx: Database, log: AuditLog, now: Date) => Promise<T>,
  ) => {
    const now = clock.now();
    return auditedTransaction(db, staffWrite(request, now), (tx, log) => work(tx, log, now));
  };

  return {
    async adminListAvailableClasses(request) {
      requireStaff(request);
      const customer_id = partsOf(request).query.customer_id;
      const rows = await db
        .select()
        .from(availableClasses)
        .where(customer_id ? eq(availableClasses.customer_id, Number(customer_id)) : undefined)
        .orderBy(asc(availableClasses.available_class_id));
      return { available_classes: rows.map(creditsView) };
    },

    // Read as the contract does: records whose expiration_date falls in the range (bounds inclusive).
    async adminListAvailableClassesByDate(request) {
      requireStaff(request);
      const { query } = partsOf(request);
      const from = orRefused(dayBound(query.start_date, false)).at;
      const to = orRefused(dayBound(query.end_date, true)).at;
      const rows = await db
        .select()
        .from(availableClasses)
        .where(
          and(
            isNotNull(availableClasses.expiration_date),
            from === null ? undefined : gte(availableClasses.expiration_date, new Date(from).toISOString()),
            to === null ? undefined : lte(availableClasses.expiration_date, new Date(to).toISOString()),
          ),
        )
        .orderBy(asc(availableClasses.expiration_date), asc(availableClasses.available_class_id));
      return { available_classes: rows.map(creditsView) };
    },

    async adminGetAvailableClass(request) {
      requireStaff(request);
      const id = Number(partsOf(request).params.id);
      const [row] = await db
        .select()
        .from(availableClasses)
        .where(eq(availableClasses.available_class_id, id));
      return { available_class: creditsView(orNotFound(row, MESSAGES.creditsRecordNotFound)) };
    },

    adminCreateAvailableClass: (request) =>
      write(request, async (tx, log, now) => {
        const fields = await creditValues(tx, partsOf(request).body as unknown as CreditsInput);
        const [row] = await tx
          .insert(availableClasses)
          .values({ ...fields, createdAt: now.toISOString() })
          .returning();
        log.change(creditsTable, undefined, row);
        await followUnlimited(tx, log, now, row);
        return { available_class: creditsView(row!) };
      }),

    adminUpdateAvailableClass: (request) =>
      write(request, async (tx, log, now) => {
        const input = partsOf(request).body as unknown as CreditsInput & { available_class_id?: unknown };
        const id = input.available_class_id;
        if (typeof id !== 'number' || !Number.isInteger(id))
          throw apiError(400, missingId('available_class_id'));
        const before = await lockRow<CreditRow>(tx, credits, id);
        const fields = await creditValues(tx, input);
        const [after] = await tx
          .update(availableClasses)
          .set(fields)
          .where(eq(availableClasses.available_class_id, id))
          .returning();
        log.change(creditsTable, before, after);
        await followUnlimited(tx, log, now, before, after);
        return { available_class: creditsView(after!) };
      }),

    adminDeleteAvailableClass: (request) =>
      write(request, async (tx, log, now) => {
        const id = Number(partsOf(request).params.id);
        const before = await lockRow<CreditRow>(tx, credits, id);
        await tx.delete(availableClasses).where(eq(availableClasses.available_class_id, id));
        log.change(creditsTable, before, undefined);
        await followUnlimited(tx, log, now, before);
        return { message: MESSAGES.creditsRecordDeleted };
      }),
  };
};

/** The contract's AvailableClass: the row with its customer and when it was made. */
function creditsView(row: CreditRow) {
  return { ...creditsRow(row), customer_id: row.customer_id, createdAt: row.createdAt };
}
