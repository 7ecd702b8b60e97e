import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { addresses, customers, files } from '#server/db/schema';
import { apiError, orRefused } from '#server/http/api-error';
import {
  addressFromInput,
  checkProfileChanges,
  PROFILE_MESSAGES,
  type ProfileChanges,
} from '#src/domain/profile-input';

/*
 * The profile's checks (src/domain/profile-input.ts) over PostgreSQL, as the mocks do them
 * (mocks/customers/profile.ts): the unique indexes on phone and email turn a race between two
 * sign-ups into the same conflict answer instead of two accounts.
 */

type CustomerRow = typeof customers.$inferSelect;

export async function phoneOwner(db: Database, phone: string, except?: number) {
  const [owner] = await db
    .select({ customer_id: customers.customer_id })
    .from(customers)
    .where(
      and(eq(customers.phone, phone), except === undefined ? undefined : ne(customers.customer_id, except)),
    );
  return owner;
}

export async function emailOwner(db: Database, email: string, except?: number) {
  const [owner] = await db
    .select({ customer_id: customers.customer_id })
    .from(customers)
    .where(
      and(
        eq(sql`lower(trim(${customers.email}))`, email.trim().toLowerCase()),
        except === undefined ? undefined : ne(customers.customer_id, except),
      ),
    );
  return owner;
}

/** A write that a unique index refused answers the rule's conflict, not a 500. */
export async function uniquely<T>(write: () => Promise<T>, conflictStatus: 400 | 409): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause.code !== '23505') throw error;
    if (cause.constraint === 'customers_phone_unique')
      throw apiError(conflictStatus, PROFILE_MESSAGES.phoneTaken, { code: 'phone_taken' });
    if (cause.constraint === 'customers_email_unique')
      throw apiError(conflictStatus, PROFILE_MESSAGES.emailTaken, { code: 'email_taken' });
    throw error;
  }
}

export async function updateProfile(
  db: Database,
  customer: CustomerRow,
  changes: ProfileChanges,
  conflictStatus: 400 | 409,
): Promise<CustomerRow> {
  const next = orRefused(checkProfileChanges(changes)).changes;
  if (next.email !== undefined && (await emailOwner(db, next.email, customer.customer_id))) {
    throw apiError(conflictStatus, PROFILE_MESSAGES.emailTaken, { code: 'email_taken' });
  }
  if (next.phone && (await phoneOwner(db, next.phone, customer.customer_id))) {
    throw apiError(conflictStatus, PROFILE_MESSAGES.phoneTaken, { code: 'phone_taken' });
  }
  if (next.file_id !== undefined && next.file_id !== null) {
    const [file] = await db.select().from(files).where(eq(files.file_id, next.file_id));
    if (!file) throw apiError(400, PROFILE_MESSAGES.fileMissing);
  }
  if (Object.keys(next).length === 0) return customer;
  const [saved] = await uniquely(
    () => db.update(customers).set(next).where(eq(customers.customer_id, customer.customer_id)).returning(),
    conflictStatus,
  );
  return saved ?? customer;
}

/** The profile form sends the billing address along: update the customer's, or create it. */
export async function upsertCustomerAddress(
  db: Database,
  customer_id: number,
  input: Record<string, unknown>,
) {
  const { fields } = orRefused(addressFromInput(input));
  await db
    .insert(addresses)
    .values({ customer_id, ...fields })
    .onConflictDoUpdate({ target: addresses.customer_id, set: fields });
}
