import { assign, fromPromise, setup } from 'xstate';

export type ProfileValues = Readonly<Record<string, unknown>>;

/** Why saving failed: a field the server or an upload refused, or the whole save. */
export interface ProfileSaveFailure {
  message: string;
  field?: string;
}

interface ProfileContext {
  failure: ProfileSaveFailure | null;
}

export type ProfileEvent = { type: 'profile.save'; values: ProfileValues };

function notProvided(name: string): never {
  throw new Error(`profile machine: provide the "${name}" actor (machines/profile/actors.ts)`);
}

/** Editing the profile: save (files uploaded first), then tell the session to reload the customer. */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    saveProfile: fromPromise<void, { values: ProfileValues }>(async () => notProvided('saveProfile')),
  },
  actions: {
    // The view provides these: a success notice and the session's customer reload.
    notifySaved: () => undefined,
    storeFailure: assign(({ event }) => ({
      failure: toFailure((event as unknown as { error: unknown }).error),
    })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'profile',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'profile.save': { target: 'saving', actions: 'clearFailure' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => ({ values: event.type === 'profile.save' ? event.values : {} }),
        onDone: { target: 'editing', actions: 'notifySaved' },
        onError: { target: 'editing', actions: 'storeFailure' },
      },
    },
  },
});

function toFailure(error: unknown): ProfileSaveFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, field } = error as { message: unknown; field?: unknown };
    return { message: String(message), ...(typeof field === 'string' ? { field } : {}) };
  }
  return { message: String(error) };
}
