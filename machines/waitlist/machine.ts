import { assign, emit, setup } from 'xstate';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { loadState } from '#machines/shared/invoke-states';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import type { components } from '#src/api/schema.gen';
import { isOnWaitlist, waitlistEntryFor } from '#src/domain/waitlist';

export type Waitlist = components['schemas']['Waitlist'];
export type WaitlistInput = components['schemas']['WaitlistInput'];

/** Why a join or leave failed: the server's own words (409 already on it, 412 places left...). */
export interface WaitlistFailure {
  message: string;
}

interface WaitlistContext {
  signedIn: boolean;
  waitlists: Waitlist[];
  /** The class being joined or left, and its entry when leaving. */
  pending: { singleClassId: number; waitlistId: number | null } | null;
  failure: WaitlistFailure | null;
}

export type WaitlistEvent =
  | { type: 'waitlist.join'; singleClassId: number }
  | { type: 'waitlist.leave'; singleClassId: number }
  | { type: 'waitlist.leave.confirm' }
  | { type: 'waitlist.leave.cancel' }
  | { type: 'waitlist.reload' }
  | { type: 'waitlist.signedIn' }
  | { type: 'waitlist.signedOut' };

/** The specs: the leave confirmation opens after 500 ms. */
export const CONFIRM_LEAVE_MS = 500;

const failureOf = (event: unknown): WaitlistFailure => {
  const error = (event as { error?: unknown }).error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return { message: String((error as { message: unknown }).message) };
  }
  return { message: String(error) };
};

/**
 * The customer's waitlists and one join/leave at a time. Visitors only get `requireLogin`;
 * every change reloads the list and tells the view (`notifyChanged`) so the calendar reloads.
 */
// Joining and leaving fail the same way: back to the list, the server's message shown.
const saveFailed = {
  target: 'ready',
  actions: [
    'release',
    'storeFailure',
    { type: 'notifyFailure', params: ({ event }: { event: unknown }) => failureOf(event) },
  ],
} as const;

const waitlistSetup = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    input: {} as { signedIn: boolean },
    emitted: {} as { type: 'waitlist.changed' },
  },
  actors: {
    loadWaitlists: notProvided<Waitlist[]>('waitlist', 'loadWaitlists'),
    saveWaitlist: notProvided<Waitlist, WaitlistInput>('waitlist', 'saveWaitlist'),
    leaveWaitlist: notProvided<void, { waitlistId: number }>('waitlist', 'leaveWaitlist'),
  },
  delays: { confirmLeave: CONFIRM_LEAVE_MS },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    notOnList: ({ context, event }) =>
      event.type === 'waitlist.join' && !isOnWaitlist(context.waitlists, event.singleClassId),
    onList: ({ context, event }) =>
      event.type === 'waitlist.leave' && isOnWaitlist(context.waitlists, event.singleClassId),
  },
  actions: {
    // The view provides these: navigation to the login and the alerts.
    requireLogin: () => undefined,
    notifyJoined: () => undefined,
    notifyLeft: () => undefined,
    notifyFailure: (_, _params: WaitlistFailure) => undefined,
    // Listeners (the calendar) reload on it: `actor.on('waitlist.changed', …)`.
    notifyChanged: emit({ type: 'waitlist.changed' }),
    storeWaitlists: assign(({ event }) => ({
      waitlists: (event as unknown as { output: Waitlist[] }).output,
    })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    markSignedIn: assign({ signedIn: true }),
    forget: assign({ signedIn: false, waitlists: [], pending: null, failure: null }),
    holdJoin: assign(({ event }) => ({
      failure: null,
      pending:
        event.type === 'waitlist.join' ? { singleClassId: event.singleClassId, waitlistId: null } : null,
    })),
    holdLeave: assign(({ context, event }) => {
      if (event.type !== 'waitlist.leave') return {};
      const entry = waitlistEntryFor(context.waitlists, event.singleClassId);
      return {
        failure: null,
        pending: { singleClassId: event.singleClassId, waitlistId: entry?.waitlist_id ?? null },
      };
    }),
    release: assign({ pending: null }),
  },
});

export const waitlistMachine = waitlistSetup.createMachine({
  id: 'waitlist',
  description: 'Listas de espera',
  context: ({ input }) => ({ signedIn: input.signedIn, waitlists: [], pending: null, failure: null }),
  initial: 'starting',
  on: { 'waitlist.signedOut': { target: '.visitor', actions: 'forget' } },
  states: {
    starting: {
      always: [{ guard: 'signedIn', target: 'loading' }, { target: 'visitor' }],
    },
    visitor: {
      on: {
        'waitlist.join': { actions: 'requireLogin' },
        'waitlist.signedIn': { target: 'loading', actions: 'markSignedIn' },
      },
    },
    loading: loadState(waitlistSetup, 'loadWaitlists', { then: 'ready', store: 'storeWaitlists' }),
    loadFailed: {
      on: { 'waitlist.reload': 'loading' },
    },
    ready: {
      on: {
        'waitlist.join': { guard: 'notOnList', target: 'joining', actions: 'holdJoin' },
        'waitlist.leave': { guard: 'onList', target: 'leaveRequested', actions: 'holdLeave' },
        'waitlist.reload': 'loading',
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'saveWaitlist',
        src: 'saveWaitlist',
        input: ({ context }) => ({
          single_class_id: requireValue(context.pending, 'the class to join').singleClassId,
        }),
        onDone: { target: 'loading', actions: ['release', 'notifyJoined', 'notifyChanged'] },
        onError: saveFailed,
      },
    },
    // A pause before asking, as the specs do, so the confirmation does not flash open under the pointer.
    leaveRequested: {
      tags: ['busy'],
      after: { confirmLeave: 'confirmingLeave' },
      on: { 'waitlist.leave.cancel': { target: 'ready', actions: 'release' } },
    },
    ...confirmThenRun(waitlistSetup, {
      confirming: 'confirmingLeave',
      running: 'leaving',
      tags: ['confirming'],
      confirm: 'waitlist.leave.confirm',
      dismiss: { event: 'waitlist.leave.cancel', target: 'ready', actions: 'release' },
      invoke: {
        src: 'leaveWaitlist',
        input: ({ context }) => ({
          waitlistId: requireValue(context.pending?.waitlistId, 'the waitlist entry to leave'),
        }),
        onDone: { target: 'loading', actions: ['release', 'notifyLeft', 'notifyChanged'] },
        onError: saveFailed,
      },
    }),
  },
});
