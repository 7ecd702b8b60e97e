import { checkProfileChanges, PROFILE_MESSAGES, type ProfileChanges } from '#src/domain/profile-input';
import { db, type CustomerRecord } from '#mocks/db';
import { apiError, orRefused } from '#mocks/http-errors';
import { safeWrite } from './safe-write';

export function phoneOwner(phone: string): CustomerRecord | undefined {
  return db.customers.findFirst((q) => q.where({ phone }));
}

export function emailOwner(email: string): CustomerRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.customers.all().find((customer) => customer.email.trim().toLowerCase() === wanted);
}

/**
 * Checks (src/domain/profile-input.ts) and saves profile changes. A phone or email that belongs
 * to someone else is a conflict (409 where the operation declares it, 400 otherwise).
 */
export async function updateProfile(
  customer: CustomerRecord,
  changes: ProfileChanges,
  conflictStatus: 400 | 409,
): Promise<CustomerRecord> {
  const next = orRefused(checkProfileChanges(changes)).changes;
  const emailTaken = next.email !== undefined && emailOwner(next.email);
  if (emailTaken && emailTaken.customer_id !== customer.customer_id)
    throw apiError(conflictStatus, PROFILE_MESSAGES.emailTaken, { code: 'email_taken' });
  const phoneTaken = next.phone ? phoneOwner(next.phone) : undefined;
  if (phoneTaken && phoneTaken.customer_id !== customer.customer_id)
    throw apiError(conflictStatus, PROFILE_MESSAGES.phoneTaken, { code: 'phone_taken' });
  if (next.file_id !== undefined && next.file_id !== null) {
    const file_id = next.file_id;
    if (!db.files.findFirst((q) => q.where({ file_id }))) throw apiError(400, PROFILE_MESSAGES.fileMissing);
  }
  const saved = await safeWrite(() =>
    db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
      data(record) {
        Object.assign(record, next);
      },
    }),
  );
  return saved ?? customer;
}
