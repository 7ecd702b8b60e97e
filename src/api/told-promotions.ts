/**
 * Which moves from a waitlist into a class each customer was already told about on this device
 * (localStorage, one key a customer): the notice shows once, on the next visit after the move.
 */
const PREFIX = 'studio-told-promotions/';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage refused: the notice may show again on a later visit, nothing worse.
    return null;
  }
}

export function loadToldPromotions(customerId: number): Set<number> {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(`${PREFIX}${customerId}`) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function rememberToldPromotions(customerId: number, ids: readonly number[]): void {
  const told = loadToldPromotions(customerId);
  for (const id of ids) told.add(id);
  try {
    storage()?.setItem(`${PREFIX}${customerId}`, JSON.stringify([...told]));
  } catch {
    // Full or refused: as above.
  }
}
