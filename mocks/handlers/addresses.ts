import type { Caller } from '#mocks/auth';
import { ADDRESS_RECORD_MESSAGES as MESSAGES, addressFromInput } from '#src/domain/profile-input';
import { mayUseArea } from '#src/domain/staff/permissions';
import { db } from '#mocks/db';
import { apiError, orRefused } from '#mocks/http-errors';
import { crudHandlers, sentFields, type CrudContext } from './crud';

/** Staff who look after customers (src/domain/staff/permissions.ts) act on any address. */
function isAdmin(caller: Caller | undefined): boolean {
  return caller !== undefined && mayUseArea(caller.user, 'customers');
}

/** Customers act on their own address only; staff on any. */
function assertOwner({ caller }: CrudContext, customer_id: number | null | undefined): void {
  if (isAdmin(caller)) return;
  if (!caller?.customer || customer_id !== caller.customer.customer_id)
    throw apiError(403, MESSAGES.notYours);
}

export const addressHandlers = crudHandlers({
  collection: db.addresses,
  idKey: 'address_id',
  listKey: 'addresses',
  recordKey: 'address',
  paths: { list: '/addresses', one: '/addresses/{id}', save: '/addresses', remove: '/addresses/{id}' },
  access: { read: 'user', write: 'user' },
  notFound: MESSAGES.notFound,
  deleted: MESSAGES.deleted,
  list: (_query, { caller }) => {
    const all = db.addresses.findMany(undefined, { orderBy: { address_id: 'asc' } });
    if (isAdmin(caller)) return all;
    return all.filter((address) => caller?.customer && address.customer_id === caller.customer.customer_id);
  },
  authorize: (address, context) => assertOwner(context, address.customer_id),
  create: (input, context) => {
    const customer_id = input.customer_id ?? context.caller?.customer?.customer_id ?? null;
    assertOwner(context, customer_id);
    // One billing address per customer (the server's database holds it unique).
    if (customer_id !== null && db.addresses.findFirst((q) => q.where({ customer_id }))) {
      throw apiError(409, MESSAGES.taken);
    }
    return { customer_id, ...orRefused(addressFromInput(input)).fields };
  },
  update: (input, current, context) => {
    // Moving an address to another customer is an admin's call.
    if (input.customer_id !== undefined && input.customer_id !== current.customer_id) {
      assertOwner(context, input.customer_id);
    }
    return { ...orRefused(addressFromInput(input)).fields, ...sentFields(input, ['customer_id']) };
  },
});
