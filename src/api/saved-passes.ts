import type { MyReservation } from './entities';
import type { SavedPasses } from '#src/domain/saved-passes';

/**
 * The device's copy of each customer's passes (src/domain/saved-passes.ts), in localStorage so it
 * is there when the app starts without signal, in the mock build as in the live one. One key a
 * customer: a shared device never shows one customer's passes to another.
 */
const PREFIX = 'studio-passes/';

export type SavedReservations = SavedPasses<MyReservation>;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage refused (private mode, a policy): no saved passes, nothing else changes.
    return null;
  }
}

export function loadSavedPasses(customerId: number): SavedReservations | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}${customerId}`);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedReservations>;
    if (saved.customerId !== customerId || typeof saved.savedAt !== 'string') return null;
    return Array.isArray(saved.reservations) ? (saved as SavedReservations) : null;
  } catch {
    return null;
  }
}

export function storeSavedPasses(saved: SavedReservations): void {
  try {
    storage()?.setItem(`${PREFIX}${saved.customerId}`, JSON.stringify(saved));
  } catch {
    // Full or refused: the passes are only not kept for offline; the screen is unaffected.
  }
}

/** On 'Salir': the device forgets every customer's passes. */
export function forgetSavedPasses(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}
