import { configFlag } from '#mocks/config-values';
import { apiError } from '#mocks/http-errors';

export const GUEST_NAME_MESSAGE = 'Debes ingresar un nombre para tu invitado';

/** The guest name to store: null for none; 400 when guests are off or the name is too short. */
export function validGuest(guest: string | null | undefined): string | null {
  if (guest === null || guest === undefined) return null;
  if (!configFlag('allow_class_guests')) throw apiError(400, 'Esta clase no admite invitados.');
  const name = guest.trim();
  if (name.length < 2) throw apiError(400, GUEST_NAME_MESSAGE);
  return name;
}
