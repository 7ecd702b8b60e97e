/**
 * The back-office lives at /admin on the studio's site, and at the root of a host whose name
 * starts with `admin.` (the reservation QR codes point at `admin.{host}/…`).
 */
export function isAdminHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('admin.');
}

/** The path the back-office's screens hang from: '' on an admin host, '/admin' elsewhere. */
export function adminBase(hostname: string): string {
  return isAdminHost(hostname) ? '' : '/admin';
}

/** A back-office screen's address: `adminPath('', 'paquetes')` → '/paquetes'. */
export function adminPath(base: string, ...segments: Array<string | number>): string {
  return `${base}/${segments.join('/')}`.replace(/\/+$/, '') || '/';
}
