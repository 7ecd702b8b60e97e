import { assign, emit, setup } from 'xstate';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import type { CancelContext } from './context';
import type { CancelEvent } from './events';

/** What the view hears (`actor.on`): the server's message either way. */
export type CancelEmitted =
  { type: 'cancel.done'; message: string } | { type: 'cancel.failed'; message: string };

const cancelSetup = setup({
  types: {
    context: {} as CancelContext,
    events: {} as CancelEvent,
    input: {} as CancelPolicy,
    emitted: {} as CancelEmitted,
  },
  actors: {
    /** Resolves with the server's message. */
    cancelReservation: notProvided<string, { classReservationId: number }>(
      'cancel-reservation',
      'cancelReservation',
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
});

/**
 * Cancelar on a reserved class card: the 'Precaución' confirmation (warning when the credit is
 * lost), then the cancel call. The outcome is emitted with the server's message for the view
 * (alerts and the calendar reload).
 */
export const cancelReservationMachine = cancelSetup.createMachine({
  id: 'cancelReservation',
  description: 'Cancelar una reserva',
  context: ({ input }) => ({ policy: input, singleClass: null, reservationId: null, requestedAt: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'cancel.start': { target: 'confirming', actions: 'store' } } },
    ...confirmThenRun(cancelSetup, {
      confirming: 'confirming',
      running: 'cancelling',
      tags: ['modal'],
      confirm: 'cancel.confirm',
      dismiss: { event: 'cancel.dismiss', target: 'idle', actions: 'reset' },
      invoke: {
        src: 'cancelReservation',
        input: ({ context }) => ({
          classReservationId: requireValue(context.reservationId, 'the reservation to cancel'),
        }),
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
    }),
  },
});
