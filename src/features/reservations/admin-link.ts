/**
 * The admin-side page of a reservation, which the access code (QR) opens when staff scan it.
 * The admin app runs on `admin.` + the studio's host (specs §2 Administration); the specs do not
 * show the page's path, so it is this deployment's choice, kept here in one place.
 */
export const ADMIN_RESERVATION_PATH = '/reservaciones';

/**
 * The QR code's address: the back-office's reservation page on this same site (`/admin/…`), so it
 * opens wherever the app runs (and, in mock mode, on the same mock database); on an `admin.` host
 * the page is at the root.
 */
export function adminReservationUrl(
  location: { protocol: string; host: string },
  classReservationId: number,
): string {
  const base = location.host.startsWith('admin.') ? '' : '/admin';
  return `${location.protocol}//${location.host}${base}${ADMIN_RESERVATION_PATH}/${classReservationId}`;
}
