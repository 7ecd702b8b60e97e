import { addressEntity } from '#server/admin/address-entity';
import { crudOperations } from '#server/admin/crud';
import type { ServiceFactory } from './context';

/** Billing addresses: a customer keeps their own, staff see and change any (the CRUD shell's owner rule). */
export const addressService: ServiceFactory = (context) =>
  crudOperations(
    addressEntity,
    {
      list: 'listAddresses',
      one: 'getAddress',
      create: 'createAddress',
      update: 'updateAddress',
      remove: 'deleteAddress',
    },
    context,
    { read: 'user', write: 'user' },
  );
