import type { components } from '#src/api/schema.gen';
import { requireUser, type Caller } from '#mocks/auth';
import { addressFields, assertAddressComplete } from '#mocks/customers/address-input';
import { safeWrite } from '#mocks/customers/safe-write';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

type Address = components['schemas']['Address'];

const NOT_FOUND = 'No encontramos esa dirección.';
const NOT_YOURS = 'Solo puedes consultar o cambiar tu propia dirección.';

function isAdmin(caller: Caller): boolean {
  return caller.user.role === 'admin';
}

/** Customers act on their own address only; admins on any. */
function assertOwner(caller: Caller, customer_id: number | null | undefined): void {
  if (isAdmin(caller)) return;
  if (!caller.customer || customer_id !== caller.customer.customer_id) throw apiError(403, NOT_YOURS);
}

function findAddress(caller: Caller, address_id: number): Address {
  const address = orNotFound(
    db.addresses.findFirst((q) => q.where({ address_id })),
    NOT_FOUND,
  );
  assertOwner(caller, address.customer_id);
  return address;
}

export const addressHandlers = [
  http.get('/addresses', ({ request, response }) => {
    const caller = requireUser(request);
    const all = db.addresses.findMany(undefined, { orderBy: { address_id: 'asc' } });
    const addresses = isAdmin(caller)
      ? all
      : all.filter((address) => caller.customer && address.customer_id === caller.customer.customer_id);
    return response(200).json({ addresses });
  }),

  http.post('/addresses', async ({ request, response }) => {
    const caller = requireUser(request);
    const input = await request.json();
    const customer_id = input.customer_id ?? caller.customer?.customer_id ?? null;
    assertOwner(caller, customer_id);
    assertAddressComplete(input);
    const address = await safeWrite(() =>
      db.addresses.create({
        address_id: nextId(db.addresses.all(), 'address_id'),
        customer_id,
        ...addressFields(input),
      }),
    );
    return response(200).json({ address });
  }),

  http.put('/addresses', async ({ request, response }) => {
    const caller = requireUser(request);
    const input = await request.json();
    const address_id = requireId(input.address_id, 'address_id');
    const current = findAddress(caller, address_id);
    // Moving an address to another customer is an admin's call.
    if (input.customer_id !== undefined && input.customer_id !== current.customer_id) {
      assertOwner(caller, input.customer_id);
    }
    assertAddressComplete(input);
    const address = await safeWrite(() =>
      db.addresses.update((q) => q.where({ address_id }), {
        data(record) {
          Object.assign(record, addressFields(input));
          if (input.customer_id !== undefined) record.customer_id = input.customer_id;
        },
      }),
    );
    return response(200).json({ address: orNotFound(address, NOT_FOUND) });
  }),

  http.get('/addresses/{id}', ({ request, params, response }) => {
    const caller = requireUser(request);
    return response(200).json({ address: findAddress(caller, Number(params.id)) });
  }),

  http.delete('/addresses/{id}', ({ request, params, response }) => {
    const caller = requireUser(request);
    const address = findAddress(caller, Number(params.id));
    db.addresses.delete((q) => q.where({ address_id: address.address_id }));
    return response(200).json({ message: 'Address deleted.' });
  }),
];
