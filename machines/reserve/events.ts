import type { Customer, SingleClass } from '#src/api/entities';
import type { SpotValue } from '#src/domain/spot-map';

export type ReserveEvent =
  /** Reservar on a class card; `customer` is null for a visitor. */
  | { type: 'reserve.start'; singleClass: SingleClass; customer: Customer | null }
  /** The session became authenticated while the login modal was open. */
  | { type: 'session.authenticated'; customer: Customer }
  | { type: 'terms.accept'; checked: boolean }
  | { type: 'guest.toggle'; on: boolean }
  | { type: 'guest.change'; name: string }
  | { type: 'spot.select'; spot: SpotValue }
  | { type: 'reserve.submit' }
  /** Cancelar, the close button or Escape on any modal of the flow. */
  | { type: 'reserve.close' };
