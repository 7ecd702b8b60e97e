import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export type RevertFailure = FlowFailure<'resource'>;

interface AuditRevertContext {
  auditId: number | null;
  failure: RevertFailure | null;
}

type AuditRevertEvent =
  { type: 'revert.ask'; auditId: number } | { type: 'revert.confirm' } | { type: 'revert.cancel' };

const auditRevertSetup = setup({
  types: { context: {} as AuditRevertContext, events: {} as AuditRevertEvent },
  actors: { revertChange: notProvided<void, { auditId: number }>('audit-revert', 'revertChange') },
  actions: {
    choose: assign((_, auditId: number) => ({ auditId, failure: null })),
    release: assign({ auditId: null }),
    storeFailure: assign({ failure: (_, failure: RevertFailure) => failure }),
    /** The view's 'Cambio deshecho.' and its reads again. */
    notifyReverted: () => {},
  },
});

/**
 * Undoing one change of the audit log: 'Precaución', then one POST /audit/{id}/revert. The
 * server refuses a change that was overwritten since (409); its words are shown.
 */
export const auditRevertMachine = auditRevertSetup.createMachine({
  id: 'audit-revert',
  description: 'Deshacer un cambio del historial (confirmar, enviar una vez)',
  context: { auditId: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'revert.ask': {
          target: 'confirmingRevert',
          actions: { type: 'choose', params: ({ event }) => event.auditId },
        },
      },
    },
    ...confirmThenRun(auditRevertSetup, {
      confirming: 'confirmingRevert',
      running: 'reverting',
      tags: ['confirming'],
      confirm: 'revert.confirm',
      dismiss: { event: 'revert.cancel', target: 'idle', actions: 'release' },
      invoke: {
        src: 'revertChange',
        input: ({ context }) => ({ auditId: requireValue(context.auditId, 'the change to undo') }),
        onDone: { target: 'idle', actions: ['release', 'notifyReverted'] },
        onError: {
          target: 'confirmingRevert',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as RevertFailure },
        },
      },
    }),
  },
});
