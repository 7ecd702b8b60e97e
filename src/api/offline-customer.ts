import { parseOfflineCopy, type OfflineCustomer } from '#src/domain/offline-customer';

/**
 * The device's copy of the signed-in customer (src/domain/offline-customer.ts), in localStorage
 * next to the saved passes, so a cold start without signal can open the account area. One copy a
 * device: the last customer read online; 'Salir' forgets it.
 */
export const OFFLINE_CUSTOMER_KEY = 'studio-customer/offline';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage refused (private mode, a policy): no offline start, nothing else changes.
    return null;
  }
}

export function loadOfflineCustomer(): OfflineCustomer | null {
  try {
    const raw = storage()?.getItem(OFFLINE_CUSTOMER_KEY);
    return raw ? parseOfflineCopy(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function storeOfflineCustomer(copy: OfflineCustomer): void {
  try {
    storage()?.setItem(OFFLINE_CUSTOMER_KEY, JSON.stringify(copy));
  } catch {
    // Full or refused: only the offline start is lost.
  }
}

export function forgetOfflineCustomer(): void {
  try {
    storage()?.removeItem(OFFLINE_CUSTOMER_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
