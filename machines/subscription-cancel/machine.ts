import { assign, emit, setup } from 'xstate';
import { toFailure, type FlowFailure } from '#src/api/failures';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import { isCancelReasonGiven } from '#src/domain/subscription';

/**
 * Why a cancellation failed, as a closed set: the server wants a reason (400), the subscription
 * can no longer be cancelled (412 not active, 404 gone, 403 not yours), or the server could not
 * answer (network, 5xx).
 */
export type CancelFailure = FlowFailure<'subscriptionCancel'>;

interface CancelContext {
  purchaseId: number | null;
  /** What the customer typed; kept through a refused attempt. */
  reason: string;
  /** The reason was blank: the dialog says 'Debes indicar un motivo de cancelación.'. */
  reasonMissing: boolean;
  failure: CancelFailure | null;
}

export type CancelEvent =
  | { type: 'subscription.cancel.open'; purchaseId: number }
  | { type: 'subscription.cancel.reason'; reason: string }
  | { type: 'subscription.cancel.submit' }
  | { type: 'subscription.cancel.close' };

const failureOf = (event: unknown) => toFailure('subscriptionCancel', (event as { error?: unknown }).error);

const cancelSetup = setup({
  types: {
    context: {} as CancelContext,
    events: {} as CancelEvent,
    emitted: {} as { type: 'subscription.changed' },
  },
  actors: {
    cancelSubscription: notProvided<void, { purchaseId: number; reason: string }>(
      'subscription-cancel',
      'cancelSubscription',
    ),
  },
  guards: {
    reasonGiven: ({ context }) => isCancelReasonGiven(context.reason),
    reasonRefused: ({ event }) => failureOf(event).kind === 'reasonRequired',
    notCancellable: ({ event }) => failureOf(event).kind === 'notCancellable',
  },
  actions: {
    // The view provides these: the alerts.
    notifyCancelled: () => undefined,
    notifyFailure: (_, _params: { message: string }) => undefined,
    // Listeners (the purchases list) reload on it.
    notifyChanged: emit({ type: 'subscription.changed' }),
    hold: assign(({ event }) => ({
      purchaseId: event.type === 'subscription.cancel.open' ? event.purchaseId : null,
      reason: '',
      reasonMissing: false,
      failure: null,
    })),
    release: assign({ purchaseId: null, reason: '', reasonMissing: false, failure: null }),
    // Typing answers the missing-reason message.
    storeReason: assign(({ event }) => ({
      reason: event.type === 'subscription.cancel.reason' ? event.reason : '',
      reasonMissing: false,
    })),
    markReasonMissing: assign({ reasonMissing: true }),
    clearProblems: assign({ reasonMissing: false, failure: null }),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
  },
});

/** Cancelling a subscription from Mis Compras: a dialog asks for the reason, then POST /purchases/cancel. */
export const subscriptionCancelMachine = cancelSetup.createMachine({
  id: 'subscriptionCancel',
  description: 'Cancelar una suscripción',
  context: { purchaseId: null, reason: '', reasonMissing: false, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'subscription.cancel.open': { target: 'asking', actions: 'hold' } },
    },
    ...confirmThenRun(cancelSetup, {
      confirming: 'asking',
      running: 'cancelling',
      tags: ['open'],
      confirm: {
        event: 'subscription.cancel.submit',
        guard: 'reasonGiven',
        actions: 'clearProblems',
        otherwise: 'markReasonMissing',
      },
      also: { 'subscription.cancel.reason': { actions: 'storeReason' } },
      dismiss: { event: 'subscription.cancel.close', target: 'closed', actions: 'release' },
      invoke: {
        src: 'cancelSubscription',
        input: ({ context }) => ({
          purchaseId: requireValue(context.purchaseId, 'the subscription to cancel'),
          reason: context.reason.trim(),
        }),
        onDone: { target: 'closed', actions: ['release', 'notifyCancelled', 'notifyChanged'] },
        onError: [
          // The server agrees with the rule: back to the reason.
          { guard: 'reasonRefused', target: 'asking', actions: 'markReasonMissing' },
          // Already cancelled or revoked elsewhere: say so and show the list as it is now.
          {
            guard: 'notCancellable',
            target: 'closed',
            actions: [
              'release',
              { type: 'notifyFailure', params: ({ event }) => ({ message: failureOf(event).message }) },
              'notifyChanged',
            ],
          },
          {
            target: 'asking',
            actions: [
              'storeFailure',
              { type: 'notifyFailure', params: ({ event }) => ({ message: failureOf(event).message }) },
            ],
          },
        ],
      },
    }),
  },
});
