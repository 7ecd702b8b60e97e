import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import type { components } from '#src/api/schema.gen';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export type RosterReservation = components['schemas']['RosterReservation'];

/** What staff mark on a reservation at the door or on the roster. */
export type CheckInChange =
  | { reservationId: number; field: 'attend'; value: boolean }
  | { reservationId: number; field: 'is_paid'; value: true };

interface CheckInContext {
  pending: CheckInChange | null;
  failure: FlowFailure<'resource'> | null;
}

export type CheckInEvent = { type: 'checkIn.mark'; change: CheckInChange };

/**
 * Attendance and cash payments, one change at a time (a second tap while one is sent does
 * nothing): 'Registrar asistencia' sets `attend` (the customer's 'Exitosa' / 'No Asistí'), 'Marcar
 * pagado' sets `is_paid`. The server's refusal (a cancelled reservation) is kept for the view.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
  },
  actors: {
    saveChange: notProvided<RosterReservation, CheckInChange>('check-in', 'saveChange'),
  },
  actions: {
    store: assign((_, change: CheckInChange) => ({ pending: change, failure: null })),
    release: assign({ pending: null }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    /** The view's notice and its read again. */
    notifyChanged: (_, _reservation: RosterReservation) => {},
  },
}).createMachine({
  id: 'check-in',
  description: 'Registrar asistencia o pago en efectivo de una reservación (lista de la clase, código QR)',
  context: { pending: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkIn.mark': { target: 'saving', actions: { type: 'store', params: ({ event }) => event.change } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => requireValue(context.pending, 'the change to save'),
        onDone: {
          target: 'idle',
          actions: ['release', { type: 'notifyChanged', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'idle',
          actions: [
            'release',
            { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
          ],
        },
      },
    },
  },
});
