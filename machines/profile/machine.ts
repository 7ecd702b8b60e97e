import { assign, setup } from 'xstate';
import { settleState } from '#machines/shared/invoke-states';
import { notProvided } from '#machines/shared/not-provided';
import { toFailure, type FlowFailure } from '#src/api/failures';

export type ProfileValues = Readonly<Record<string, unknown>>;

/**
 * Why saving failed, as a closed set: a field the server or an upload refused (shown under that
 * field), or the whole save refused or unreachable (shown as an alert).
 */
export type ProfileSaveFailure =
  // phoneTaken, emailTaken, rejected, unavailable: the `profile` rows of src/api/failure-table.ts
  FlowFailure<'profile'> | { kind: 'upload'; field: string; message: string };

interface ProfileContext {
  failure: ProfileSaveFailure | null;
}

export type ProfileEvent =
  { type: 'profile.edit' } | { type: 'profile.cancel' } | { type: 'profile.save'; values: ProfileValues };

const FIELD_KINDS: ReadonlyArray<ProfileSaveFailure['kind']> = ['phoneTaken', 'emailTaken', 'upload'];

// An upload failure passes through as thrown, like every failure already in the flow's terms.
const errorOf = (event: unknown) =>
  toFailure('profile', (event as { error?: unknown }).error) as ProfileSaveFailure;

/**
 * The profile card and its edit mode (specs §4 "Profile"): view → edit → saving (files uploaded
 * first, then PUT /customer) → refreshing (the session reloads the customer) → view.
 */
const profileSetup = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    saveProfile: notProvided<void, { values: ProfileValues }>('profile', 'saveProfile'),
    reloadCustomer: notProvided<void>('profile', 'reloadCustomer'),
  },
  guards: {
    fieldRefused: ({ event }) => FIELD_KINDS.includes(errorOf(event).kind),
  },
  actions: {
    // The view provides these: the success notice and the global alert.
    notifySaved: () => undefined,
    notifyFailure: (_, _params: { message: string }) => undefined,
    storeFailure: assign(({ event }) => ({ failure: errorOf(event) })),
    clearFailure: assign({ failure: null }),
  },
});

export const profileMachine = profileSetup.createMachine({
  id: 'profile',
  description: 'Perfil del cliente',
  context: { failure: null },
  initial: 'viewing',
  states: {
    viewing: {
      on: { 'profile.edit': 'editing' },
    },
    editing: {
      on: {
        'profile.save': { target: 'saving', actions: 'clearFailure' },
        'profile.cancel': { target: 'viewing', actions: 'clearFailure' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => ({ values: event.type === 'profile.save' ? event.values : {} }),
        onDone: 'refreshing',
        // A refused field is shown under it; anything else also goes to the global alert.
        onError: [
          { guard: 'fieldRefused', target: 'editing', actions: 'storeFailure' },
          {
            target: 'editing',
            actions: [
              'storeFailure',
              { type: 'notifyFailure', params: ({ event }) => ({ message: errorOf(event).message }) },
            ],
          },
        ],
      },
    },
    // Saved: the card waits for the session's fresh customer so it never shows the old data.
    refreshing: settleState(profileSetup, 'reloadCustomer', { target: 'viewing', actions: 'notifySaved' }),
  },
});
