/**
 * The related lists that ride along on a customer (GET /customer). The mock database relates
 * them; a profile update (PUT /customer) leaves them out, as the specs do.
 */
export const CUSTOMER_LISTS = [
  'customer_milestone',
  'class_reservations',
  'available_classes',
  'online_accesses',
  'accepted_pages',
  'purchases',
  'invoices',
] as const;
