import { createContext, useContext } from 'react';
import { adminPath } from '#src/domain/admin-host';

/** '/admin', or '' on an admin host: every back-office link is built from it. */
export const AdminBaseContext = createContext('/admin');

/** A back-office address: `useAdminPath()('paquetes', 3)` → '/admin/paquetes/3'. */
export function useAdminPath(): (...segments: Array<string | number>) => string {
  const base = useContext(AdminBaseContext);
  return (...segments) => adminPath(base, ...segments);
}
