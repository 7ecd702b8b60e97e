/**
 * The admin-side page of a reservation, which the access code (QR) opens when staff scan it.
 * The admin app runs on `admin.` + the studio's host (specs §2 Administration); the specs do not
 * show the page's path, so it is this deployment's choice, kept here in one place.
 */
export const ADMIN_RESERVATION_PATH = '/reservaciones';

export function adminHost(host: string): string {
  return host.startsWith('admin.') ? host : `admin.${host}`;
}

export function adminReservationUrl(
  location: { protocol: string; host: string },
  classReservationId: number,
): string {
  return `${location.protocol}//${adminHost(location.host)}${ADMIN_RESERVATION_PATH}/${classReservationId}`;
}
