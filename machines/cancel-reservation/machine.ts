import { assign, emit, fromPromise, setup } from 'xstate';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import type { CancelContext } from './context';
import type { CancelEvent } from './events';

/** What the view hears (`actor.on`): the server's message either way. */
export type CancelEmitted =
  { type: 'cancel.done'; message: string } | { type: 'cancel.failed'; message: string };

function notProvided(name: string): never {
  throw new Error(
    `cancel-reservation machine: provide the "${name}" actor (machines/cancel-reservation/actors.ts)`,
  );
}

/**
 * Cancelar on a reserved class card: the 'Precaución' confirmation (warning when the credit is
 * lost), then the cancel call. The outcome is emitted with the server's message for the view
 * (alerts and the calendar reload).
 */
export const cancelReservationMachine = setup({
  types: {
    context: {} as CancelContext,
    events: {} as CancelEvent,
    input: {} as CancelPolicy,
    emitted: {} as CancelEmitted,
  },
  actors: {
    /** Resolves with the server's message. */
    cancelReservation: fromPromise<string, { classReservationId: number }>(async () =>
      notProvided('cancelReservation'),
    ),
  },
  actions: {
    store: assign(({ event }) =>
      event.type === 'cancel.start'
        ? { singleClass: event.singleClass, reservationId: event.classReservationId, requestedAt: event.at }
        : {},
    ),
    reset: assign({ singleClass: null, reservationId: null, requestedAt: null }),
    reportCancelled: emit((_, message: string) => ({ type: 'cancel.done' as const, message })),
    reportFailure: emit((_, message: string) => ({ type: 'cancel.failed' as const, message })),
  },
}).createMachine({
  id: 'cancelReservation',
  context: ({ input }) => ({ policy: input, singleClass: null, reservationId: null, requestedAt: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'cancel.start': { target: 'confirming', actions: 'store' } } },
    confirming: {
      tags: ['modal'],
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.dismiss': { target: 'idle', actions: 'reset' },
      },
    },
    cancelling: {
      tags: ['modal', 'busy'],
      invoke: {
        id: 'cancelReservation',
        src: 'cancelReservation',
        input: ({ context }) => ({ classReservationId: context.reservationId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'reportCancelled', params: ({ event }) => event.output }, 'reset'],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'reportFailure',
              params: ({ event }) => (event.error as { message?: string }).message ?? String(event.error),
            },
            'reset',
          ],
        },
      },
    },
  },
});
