import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectCustomer, selectIsAuthenticated } from '../../../machines/session/selectors';
import { useSession } from '../../app/session-context';

/** A signed-in customer who opens /entrar or /registro goes to the account area. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession(selectIsAuthenticated);
  const customer = useSession(selectCustomer);
  // An identity without a customer record still has to finish signing up.
  if (signedIn && customer) return <Navigate to="/mystudio" replace />;
  return <>{children}</>;
}
