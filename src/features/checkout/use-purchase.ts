import { useCallback, useEffect, useState } from 'react';
import { api, unwrap } from '#src/api/client';
import type { Purchase } from '#machines/checkout/context';

export type PurchaseState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; purchase: Purchase };

/**
 * One purchase from GET /purchases/{id}, for the order confirmation. `who` is the signed-in
 * customer (null while the session restores): the purchase is theirs, so it loads once they are known.
 */
export function usePurchase(purchaseId: number, who: number | null): PurchaseState & { retry: () => void } {
  const [state, setState] = useState<PurchaseState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (who === null) return;
    let current = true;
    unwrap(api.GET('/purchases/{id}', { params: { path: { id: purchaseId } } })).then(
      ({ purchase }) => current && setState({ status: 'ready', purchase }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [purchaseId, attempt, who]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
