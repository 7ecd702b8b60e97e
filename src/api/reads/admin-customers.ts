import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';

type S = components['schemas'];
export type Customer = S['Customer'];
export type AuditEntry = S['AuditEntry'];
export type ClassPackage = S['ClassPackage'];

export interface CustomerSearch {
  query: string;
  page: number;
}

export interface CustomerResults {
  customers: Customer[];
  total: number;
  /** The query was a whole phone number and GET /customer/phone found its owner. */
  phoneMatch: boolean;
}

const PHONE = /^\d{10}$/;

/**
 * The customers screen's search (commerce-content-admin.md §7): a whole phone number asks
 * GET /customer/phone first; anything else, or no owner, searches name, email and phone with
 * GET /customer/admin/all, by pages.
 */
export async function readCustomerSearch({ query, page }: CustomerSearch): Promise<CustomerResults> {
  const text = query.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  if (PHONE.test(digits)) {
    const { customer } = await unwrap(api.GET('/customer/phone', { params: { query: { phone: digits } } }));
    if (customer) return { customers: [customer], total: 1, phoneMatch: true };
  }
  const answer = await unwrap(
    api.GET('/customer/admin/all', { params: { query: { query: text || undefined, page } } }),
  );
  return { customers: answer.customers, total: answer.total, phoneMatch: false };
}

/** One customer with profile, credits, purchases: GET /customer/admin/{id}. */
export async function readAdminCustomer(id: number): Promise<Customer> {
  return (await unwrap(api.GET('/customer/admin/{id}', { params: { path: { id } } }))).customer;
}

/** Her reservations (a page of them, the latest class first) and waitlists with their classes (inferred call). */
export async function readCustomerBookings({ id, page }: { id: number; page: number }) {
  return unwrap(api.GET('/customer/admin/{id}/bookings', { params: { path: { id }, query: { page } } }));
}

/** What the give-access form offers: every package and the payment methods. */
export async function readAccessOptions() {
  const [packages, methods] = await Promise.all([
    unwrap(api.GET('/class_packages/admin/all')),
    unwrap(api.GET('/payment_methods')),
  ]);
  return { packages: packages.class_packages, paymentMethods: methods.payment_methods };
}

/** The special-event packages: GET /class_packages/especiales/all. */
export async function readSpecialEvents(): Promise<ClassPackage[]> {
  return (await unwrap(api.GET('/class_packages/especiales/all'))).class_packages;
}

/** Who bought a special event: GET /class_packages/especiales/{id}/asistentes. */
export async function readSpecialEventAttendees(id: number) {
  const [event, attendees] = await Promise.all([
    unwrap(api.GET('/class_packages/{id}', { params: { path: { id } } })),
    unwrap(api.GET('/class_packages/especiales/{id}/asistentes', { params: { path: { id } } })),
  ]);
  return { event: event.class_package, customers: attendees.customers };
}

export interface AuditQuery {
  objectType: string;
  objectId: number;
  /** Also changes to records that point at the object (a customer's purchases and credits). */
  related?: boolean;
}

/** An object's history, newest first (inferred call GET /audit). */
export async function readAudit({
  objectType,
  objectId,
  related = false,
}: AuditQuery): Promise<AuditEntry[]> {
  const answer = await unwrap(
    api.GET('/audit', { params: { query: { object_type: objectType, object_id: objectId, related } } }),
  );
  return answer.entries;
}
