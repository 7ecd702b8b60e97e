import { addresses } from '#server/db/schema';
import { allow } from '#src/domain/booking/refusal';
import { ADDRESS_RECORD_MESSAGES as MESSAGES, addressFromInput } from '#src/domain/profile-input';
import { entity } from './crud';

/** A customer's billing address as a record (mocks/handlers/addresses.ts): theirs to keep, staff's to see. */
export const addressEntity = entity<typeof addresses.$inferSelect>({
  table: addresses,
  id: addresses.address_id,
  idKey: 'address_id',
  listKey: 'addresses',
  notFound: MESSAGES.notFound,
  deleted: MESSAGES.deleted,
  owner: { key: 'customer_id', column: addresses.customer_id, message: MESSAGES.notYours },
  conflicts: { addresses_customer_id_unique: MESSAGES.taken },
  decide: (input) => {
    const decision = addressFromInput(input);
    return decision.ok ? allow({ values: { ...decision.fields } }) : decision;
  },
});
