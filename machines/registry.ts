import type { AnyStateMachine } from 'xstate';
import { accountEntryMachine } from './account-entry/machine';
import { billingAddressMachine } from './billing-address/machine';
import { calendarMachine } from './calendar/machine';
import { cancelReservationMachine } from './cancel-reservation/machine';
import { checkoutMachine } from './checkout/machine';
import { guestNameMachine } from './guest-name/machine';
import { profileMachine } from './profile/machine';
import { queryMachine } from './query/machine';
import { ratingMachine } from './rating/machine';
import { reserveMachine } from './reserve/machine';
import { savedCardsMachine } from './saved-cards/machine';
import { sessionMachine } from './session/machine';
import { signupPhoneMachine } from './signup-phone/machine';
import { subscriptionCancelMachine } from './subscription-cancel/machine';
import { waitlistMachine } from './waitlist/machine';

/**
 * Every machine of the app, for developer tools: the flow visualiser (/__flows) and
 * `npm run flows:export` (docs/flows/). A test fails when a folder of `machines/` is missing here.
 */
export interface RegisteredMachine {
  /** The folder under `machines/`; also the visualiser's URL and the export's file name. */
  id: string;
  /** For developers. */
  title: string;
  machine: AnyStateMachine;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  { id: 'session', title: 'Sesión (identidad y cliente)', machine: sessionMachine },
  {
    id: 'account-entry',
    title: 'Entrada a la cuenta (login, registro, recuperar)',
    machine: accountEntryMachine,
  },
  { id: 'signup-phone', title: 'Registro: teléfono no repetido', machine: signupPhoneMachine },
  { id: 'calendar', title: 'Calendario de clases', machine: calendarMachine },
  { id: 'reserve', title: 'Reservar una clase', machine: reserveMachine },
  { id: 'cancel-reservation', title: 'Cancelar una reserva', machine: cancelReservationMachine },
  { id: 'waitlist', title: 'Listas de espera', machine: waitlistMachine },
  { id: 'rating', title: 'Calificar una clase', machine: ratingMachine },
  { id: 'guest-name', title: 'Nombre del invitado de una reserva', machine: guestNameMachine },
  { id: 'checkout', title: 'Compra de un paquete (checkout)', machine: checkoutMachine },
  { id: 'saved-cards', title: 'Tarjetas guardadas', machine: savedCardsMachine },
  { id: 'subscription-cancel', title: 'Cancelar una suscripción', machine: subscriptionCancelMachine },
  { id: 'profile', title: 'Perfil del cliente', machine: profileMachine },
  { id: 'billing-address', title: 'Dirección de facturación', machine: billingAddressMachine },
  { id: 'query', title: 'Lectura de una pantalla (cargar, reintentar, refrescar)', machine: queryMachine },
];

export function findMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}

/** The registry entry a running actor belongs to, by the machine's own `id`. */
export function machineForActor(machineId: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.machine.id === machineId);
}
