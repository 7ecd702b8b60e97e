import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { activeCreditRows } from '#mocks/views/customer';

function expiresAt(value: string | null | undefined): number {
  return value ? new Date(value).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * Takes credits back from the customer's positive, unexpired rows, the ones that expire first
 * first, so the admin removes what the customer would lose soonest anyway.
 */
export async function removeCredits(customer_id: number, amount: number): Promise<void> {
  if (!Number.isInteger(amount) || amount < 1) throw apiError(400, 'Indica cuántas clases quieres restar.');
  const rows = activeCreditRows(customer_id)
    .filter((row) => row.available_classes > 0)
    .sort((a, b) => expiresAt(a.expiration_date) - expiresAt(b.expiration_date));
  const available = rows.reduce((sum, row) => sum + row.available_classes, 0);
  if (amount > available) {
    throw apiError(
      400,
      `No se pueden restar ${amount} clases: la clienta solo tiene ${available} disponibles.`,
    );
  }
  let left = amount;
  for (const row of rows) {
    if (left === 0) break;
    const taken = Math.min(left, row.available_classes);
    left -= taken;
    await db.availableClasses.update((q) => q.where({ available_class_id: row.available_class_id }), {
      data(record) {
        record.available_classes -= taken;
      },
    });
  }
}
