import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import type { components } from '#src/api/schema.gen';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export type ClassCancelResult = components['schemas']['ClassCancelResult'];

export interface ClassCancelTarget {
  singleClassId: number;
  /** Active reservations: the customers the confirmation says are affected. */
  affected: number;
}

interface ClassCancelContext {
  target: ClassCancelTarget | null;
  result: ClassCancelResult | null;
  failure: FlowFailure<'resource'> | null;
}

export type ClassCancelEvent =
  | { type: 'classCancel.start'; target: ClassCancelTarget }
  | { type: 'classCancel.confirm' }
  | { type: 'classCancel.dismiss' };

const classCancelSetup = setup({
  types: {
    context: {} as ClassCancelContext,
    events: {} as ClassCancelEvent,
  },
  actors: {
    cancelClass: notProvided<ClassCancelResult, { singleClassId: number }>('class-cancel', 'cancelClass'),
  },
  actions: {
    store: assign((_, target: ClassCancelTarget) => ({ target, result: null, failure: null })),
    reset: assign({ target: null, failure: null }),
    storeResult: assign((_, result: ClassCancelResult) => ({ result, target: null, failure: null })),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    /** The view's notice and the week's reload. */
    notifyCancelled: (_, _result: ClassCancelResult) => {},
  },
});

/**
 * Cancelling a scheduled class: the 'Precaución' confirmation says how many customers it affects,
 * then one cancel call (more clicks do nothing) that returns their credits and emails them. A
 * refusal stays in the confirmation with the server's message, so the admin can try again or go back.
 */
export const classCancelMachine = classCancelSetup.createMachine({
  id: 'class-cancel',
  description:
    'Cancelar una clase del horario (confirmar con los clientes afectados, devolver créditos, avisar)',
  context: { target: null, result: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'classCancel.start': {
          target: 'confirming',
          actions: { type: 'store', params: ({ event }) => event.target },
        },
      },
    },
    ...confirmThenRun(classCancelSetup, {
      confirming: 'confirming',
      running: 'cancelling',
      tags: ['modal'],
      confirm: 'classCancel.confirm',
      dismiss: { event: 'classCancel.dismiss', target: 'idle', actions: 'reset' },
      invoke: {
        src: 'cancelClass',
        input: ({ context }) => ({
          singleClassId: requireValue(context.target, 'the class to cancel').singleClassId,
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeResult', params: ({ event }) => event.output },
            { type: 'notifyCancelled', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    }),
  },
});
