import type { components } from '#src/api/schema.gen';
import { invoiceView, purchaseView } from './commerce';
import { mockNow } from '#mocks/clock';
import { db, type CustomerRecord, type ReservationRecord } from '#mocks/db';

type S = components['schemas'];

/** The customer's own fields, without the related lists (admin lists, search results). */
export function customerSummary(record: CustomerRecord): S['Customer'] {
  return {
    customer_id: record.customer_id,
    uid: record.uid ?? null,
    name: record.name,
    last_name: record.last_name ?? null,
    email: record.email,
    phone: record.phone ?? null,
    instagram: record.instagram ?? null,
    birthdate: record.birthdate ?? null,
    signup_reason: record.signup_reason ?? null,
    other: record.other ?? null,
    account: record.account ?? null,
    file_id: record.file_id ?? null,
    has_unlimited: record.has_unlimited ?? false,
    unlimited_membership_expiration: record.unlimited_membership_expiration ?? null,
    created_at: record.created_at ?? null,
  };
}

/** What anyone may learn from a phone lookup: enough to say "that phone has an account". */
export function customerIdentity(record: CustomerRecord): S['Customer'] {
  return {
    customer_id: record.customer_id,
    name: record.name,
    last_name: record.last_name ?? null,
    email: record.email,
    phone: record.phone ?? null,
  };
}

/** The customer with every related list, as GET /customer answers it. */
export function customerView(record: CustomerRecord): S['Customer'] {
  const customer_id = record.customer_id;
  const purchases = db.purchases.findMany((q) => q.where({ customer_id }), {
    orderBy: { purchase_id: 'desc' },
  });
  const purchaseIds = new Set(purchases.map((purchase) => purchase.purchase_id));
  const invoices = db.invoices
    .all()
    .filter((invoice) => purchaseIds.has(invoice.purchase_id))
    .sort((a, b) => b.invoice_id - a.invoice_id);
  const file = record.file_id ? db.files.findFirst((q) => q.where({ file_id: record.file_id! })) : undefined;
  return {
    ...customerSummary(record),
    file: file ?? null,
    address: customerAddress(customer_id) ?? null,
    customer_milestone: [],
    online_accesses: [],
    class_reservations: db.reservations
      .findMany((q) => q.where({ customer_id }), { orderBy: { class_reservation_id: 'asc' } })
      .map(reservationRow),
    available_classes: activeCreditRows(customer_id).map(creditsRow),
    accepted_pages: db.acceptedPages.findMany((q) => q.where({ customer_id }), {
      orderBy: { accepted_page_id: 'asc' },
    }),
    purchases: purchases.map(purchaseView),
    invoices: invoices.map(invoiceView),
  };
}

/** The customer's billing address: the most recent one, if several were created. */
export function customerAddress(customer_id: number): S['Address'] | undefined {
  return db.addresses.findMany((q) => q.where({ customer_id }), { orderBy: { address_id: 'desc' } }).at(0);
}

/** Credits rows that still count: not expired (a null expiration never expires). */
export function activeCreditRows(customer_id: number): S['AvailableClass'][] {
  const now = mockNow().getTime();
  return db.availableClasses
    .findMany((q) => q.where({ customer_id }), { orderBy: { available_class_id: 'asc' } })
    .filter((row) => !row.expiration_date || new Date(row.expiration_date).getTime() > now);
}

export function creditsRow(row: S['AvailableClass']): S['CreditsRow'] {
  return {
    available_class_id: row.available_class_id,
    class_type_id: row.class_type_id ?? null,
    class_types: row.class_types ?? null,
    allowed_times: row.allowed_times ?? null,
    available_classes: row.available_classes,
    expiration_date: row.expiration_date ?? null,
    purchase_id: row.purchase_id ?? null,
  };
}

function reservationRow(record: ReservationRecord): S['ClassReservation'] {
  // available_class_id is bookkeeping for refunds, not part of the contract.
  const { available_class_id: _credits, ...reservation } = record;
  return reservation;
}
