/*
 * A session that starts without signal (issue 18, decision 038): the device keeps a small copy of
 * the signed-in customer, saved each time the server gives it, so a cold start in the basement can
 * open Mis Reservaciones as that customer, clearly marked as not verified.
 */

/** What the account area needs to show whose it is; nothing else of the customer is kept. */
export interface OfflineCustomer {
  /** The identity the copy belongs to: only that identity may start from it. */
  uid: string;
  customer_id: number;
  name: string;
  last_name: string | null;
  email: string;
  /** ISO instant of the online read that gave this copy. */
  savedAt: string;
}

interface CustomerLike {
  customer_id: number;
  name: string;
  last_name?: string | null | undefined;
  email: string;
}

/** The copy to keep after an online read of `customer` for the identity `uid`. */
export function offlineCopyOf(customer: CustomerLike, uid: string, now: Date): OfflineCustomer {
  return {
    uid,
    customer_id: customer.customer_id,
    name: customer.name,
    last_name: customer.last_name ?? null,
    email: customer.email,
    savedAt: now.toISOString(),
  };
}

/** A kept value read back: only a well-formed copy counts, anything else is none. */
export function parseOfflineCopy(value: unknown): OfflineCustomer | null {
  if (typeof value !== 'object' || value === null) return null;
  const copy = value as Record<string, unknown>;
  const text = (key: string) => typeof copy[key] === 'string' && copy[key] !== '';
  if (!text('uid') || !text('name') || !text('email') || !text('savedAt')) return null;
  if (typeof copy.customer_id !== 'number' || !Number.isInteger(copy.customer_id)) return null;
  if (Number.isNaN(Date.parse(copy.savedAt as string))) return null;
  const lastName = typeof copy.last_name === 'string' ? copy.last_name : null;
  return {
    uid: copy.uid as string,
    customer_id: copy.customer_id,
    name: copy.name as string,
    last_name: lastName,
    email: copy.email as string,
    savedAt: copy.savedAt as string,
  };
}

/**
 * The copy an offline start may use for the identity restored on the device: only the copy of that
 * same identity, never another customer's (a shared device, a copy left by someone else).
 */
export function offlineCustomerFor(
  copy: OfflineCustomer | null,
  identity: { uid: string } | null,
): OfflineCustomer | null {
  if (!copy || !identity || copy.uid !== identity.uid) return null;
  return copy;
}
