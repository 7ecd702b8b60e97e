import { isClassFull, placesLeft } from './class-capacity';

/*
 * What a class card shows (customer-booking §4 "Class card state" and "Class card buttons"):
 * the places badge, the look the legend names, and which buttons it offers.
 */

export type ClassCardButton = 'buy' | 'reserve' | 'waitlist' | 'cancel';
/** The legend's three looks: Disponible, Reservada, Sin Lugares. */
export type ClassCardLook = 'available' | 'reserved' | 'full';
export type PlacesBadge = { kind: 'places'; count: number } | { kind: 'soldOut' };

export interface ClassCardInput {
  capacity: number | null | undefined;
  /** Active reservations of the class; only the signed-in customer's own names its customer. */
  reservations: ReadonlyArray<{ class_reservation_id: number; customer_id?: number }>;
  classPackageId: number | null | undefined;
  /** The signed-in customer; null for a visitor. */
  customerId: number | null;
  /** The booking window (src/domain/booking-window.ts) is open. */
  bookingOpen: boolean;
  waitlistEnabled: boolean;
}

export interface ClassCardState {
  badge: PlacesBadge;
  look: ClassCardLook;
  buttons: ClassCardButton[];
  /** The customer's own active reservation, which Cancelar cancels. */
  reservationId: number | null;
}

export function classCardState(input: ClassCardInput): ClassCardState {
  const taken = input.reservations.length;
  const full = isClassFull(input.capacity, taken);
  const badge: PlacesBadge = full
    ? { kind: 'soldOut' }
    : { kind: 'places', count: placesLeft(input.capacity, taken) };
  const own =
    input.customerId === null
      ? undefined
      : input.reservations.find((reservation) => reservation.customer_id === input.customerId);
  if (own) {
    return { badge, look: 'reserved', buttons: ['cancel'], reservationId: own.class_reservation_id };
  }
  const look: ClassCardLook = full ? 'full' : 'available';
  return { badge, look, buttons: buttonsFor(input, full), reservationId: null };
}

function buttonsFor(input: ClassCardInput, full: boolean): ClassCardButton[] {
  // A package-bound class is booked by buying its package, whatever its places.
  if (input.classPackageId) return ['buy'];
  // A class that started or is inside the lead time offers nothing: not even its waitlist.
  if (!input.bookingOpen) return [];
  if (!full) return ['reserve'];
  return input.waitlistEnabled ? ['waitlist'] : [];
}
