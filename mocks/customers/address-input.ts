import type { components } from '#src/api/schema.gen';
import { db, nextId } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { customerAddress } from '#mocks/views/customer';
import { safeWrite } from './safe-write';

type AddressInput = components['schemas']['AddressInput'];
type Address = components['schemas']['Address'];

const REQUIRED: Array<[keyof AddressInput, string]> = [
  ['city', 'Debes agregar tu ciudad.'],
  ['state', 'Debes agregar tu estado.'],
  ['country', 'Debes agregar tu país.'],
];

/** Throws the address form's message for the first missing required field. */
export function assertAddressComplete(input: Partial<AddressInput>): void {
  for (const [field, message] of REQUIRED) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') throw apiError(400, message);
  }
}

function text(value: string | null | undefined): string | null {
  return value === undefined || value === null ? null : value;
}

/** The storable fields of an address body. */
export function addressFields(input: AddressInput): Omit<Address, 'address_id' | 'customer_id'> {
  return {
    street: text(input.street),
    number: text(input.number),
    interior_number: text(input.interior_number),
    neighborhood: text(input.neighborhood),
    city: input.city.trim(),
    state: input.state.trim(),
    country: input.country.trim(),
    zip_code: text(input.zip_code),
  };
}

/** The profile form sends the billing address along: update the customer's, or create it. */
export async function upsertCustomerAddress(customer_id: number, input: AddressInput): Promise<void> {
  assertAddressComplete(input);
  const fields = addressFields(input);
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
