import type { components } from '#src/api/schema.gen';
import { db, nextId } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { addressFromInput } from '#src/domain/profile-input';
import { customerAddress } from '#mocks/views/customer';
import { safeWrite } from './safe-write';

type AddressInput = components['schemas']['AddressInput'];

/** The profile form sends the billing address along: update the customer's, or create it. */
export async function upsertCustomerAddress(customer_id: number, input: AddressInput): Promise<void> {
  const { fields } = orRefused(addressFromInput(input));
  const existing = customerAddress(customer_id);
  if (existing) {
    await safeWrite(() =>
      db.addresses.update((q) => q.where({ address_id: existing.address_id }), {
        data(record) {
          Object.assign(record, fields);
        },
      }),
    );
    return;
  }
  await safeWrite(() =>
    db.addresses.create({ address_id: nextId(db.addresses.all(), 'address_id'), customer_id, ...fields }),
  );
}
