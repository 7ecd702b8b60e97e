import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { selectCustomer, selectIsAuthenticated } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { RETURN_PARAM, safeReturnPath } from '#src/domain/return-path';

/**
 * A signed-in customer who opens /entrar or /registro goes to the account area, or back to the
 * screen that sent them (`?volver=/checkout/3`).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession(selectIsAuthenticated);
  const customer = useSession(selectCustomer);
  const [params] = useSearchParams();
  // An identity without a customer record still has to finish signing up.
  if (signedIn && customer) {
    return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? '/mystudio'} replace />;
  }
  return <>{children}</>;
}
