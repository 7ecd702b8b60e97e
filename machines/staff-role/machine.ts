import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import type { components } from '#src/api/schema.gen';
import type { Role } from '#src/domain/staff/areas';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export type StaffUser = components['schemas']['User'];

/** The owner gives an account a role; a coach names the coach record they are. */
export interface RoleChange {
  uid: string;
  role: Role;
  coach_id: number | null;
}

interface StaffRoleContext {
  pending: RoleChange | null;
  failure: FlowFailure<'resource'> | null;
}

export type StaffRoleEvent = { type: 'staffRole.set'; change: RoleChange };

/**
 * The 'Equipo' screen's role select, one change at a time (a second change while one is sent
 * does nothing). The server's refusal (the last owner, a coach without a coach) is kept for the view.
 */
export const staffRoleMachine = setup({
  types: { context: {} as StaffRoleContext, events: {} as StaffRoleEvent },
  actors: { saveRole: notProvided<StaffUser, RoleChange>('staff-role', 'saveRole') },
  actions: {
    store: assign((_, change: RoleChange) => ({ pending: change, failure: null })),
    release: assign({ pending: null }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    /** The view's 'Rol guardado.' and its read again. */
    notifySaved: (_, _user: StaffUser) => {},
  },
}).createMachine({
  id: 'staff-role',
  description: 'Dar un rol a una cuenta del equipo (dueño, recepción, coach)',
  context: { pending: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'staffRole.set': {
          target: 'saving',
          actions: { type: 'store', params: ({ event }) => event.change },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveRole',
        input: ({ context }) => requireValue(context.pending, 'the role to give'),
        onDone: {
          target: 'idle',
          actions: ['release', { type: 'notifySaved', params: ({ event }) => event.output }],
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
