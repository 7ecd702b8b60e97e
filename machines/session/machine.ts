import type { Customer } from '#src/api/entities';
import { assign, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { isFlowFailure, messageOf } from '#src/api/failures';
import {
  initialContext,
  type Account,
  type OfflineAccount,
  type Outage,
  type SessionContext,
  type SessionFailure,
} from './context';
import type { Credentials, ProviderSignIn, SessionEvent, SignUpRequest } from './events';

// A session with no copy on the device: a failing server keeps it restoring; without signal
// (decision 038) it is a visitor's, as the server cannot be asked.
const withoutCopy = [
  { guard: 'serverFailing', target: '#session.restoring.waiting' },
  { target: '#session.anonymous', actions: 'clearOutage' },
] as const;

// Every sign-in step is busy, clears the last failure, and ends signed in or back at anonymous.
const anonymousStep = { tags: ['busy', 'anonymous'], entry: 'clearFailure' } as const;
const signedIn = { target: 'authenticated', actions: 'storeAccount' } as const;
const backToAnonymous = { target: 'anonymous', actions: 'storeFailure' } as const;

/** An invoked actor's result, read by the actions that run on its done event. */
function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

/** The identity token is refreshed after an `/api` answer at most this often. */
export const TOKEN_REFRESH_THROTTLE_MS = 15_000;

/** An offline session tries the server again this often, besides on the browser's `online`. */
export const OFFLINE_RETRY_MS = 30_000;

/**
 * The session: restoring → anonymous | authenticated, or, when the server cannot be reached at
 * all or fails (5xx), startingOffline → offline (the device's copy of the customer, not verified;
 * decision 038) → authenticated once the server confirms it, or loggingOut when it does not. A
 * failing server and no copy keep restoring (waiting, then again) rather than show a visitor.
 * Effects are actors provided by `createSessionActors` (real identity provider and API) or by
 * tests (fakes).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: notProvided<Account | null>('session', 'restoreSession'),
    logIn: notProvided<Account, Credentials>('session', 'logIn'),
    signUp: notProvided<Account, SignUpRequest>('session', 'signUp'),
    /** Resolves with the address the reset mail went to. */
    sendPasswordReset: notProvided<string, { email: string }>('session', 'sendPasswordReset'),
    logInWithProvider: notProvided<Account, ProviderSignIn>('session', 'logInWithProvider'),
    /** Resolves with the address the sign-in link went to. */
    sendSignInLink: notProvided<string, { email: string }>('session', 'sendSignInLink'),
    completeSignInLink: notProvided<Account, { url: string; email?: string }>(
      'session',
      'completeSignInLink',
    ),
    logOut: notProvided<void>('session', 'logOut'),
    refreshToken: notProvided<void>('session', 'refreshToken'),
    loadCustomer: notProvided<Customer | null>('session', 'loadCustomer'),
    /** The device's copy of the restored identity's customer, or null when there is none for it. */
    loadOfflineAccount: notProvided<OfflineAccount | null>('session', 'loadOfflineAccount'),
  },
  delays: {
    offlineRetry: OFFLINE_RETRY_MS,
  },
  guards: {
    restoredAccount: (_, account: Account | null) => account !== null,
    /**
     * No answer at all (no signal, DNS), or a failing server (5xx): not a refusal, so the session
     * goes on from the device's copy and is tried again. Only a refusal (401, 403…) ends it.
     */
    notRefused: ({ event }) => outageOf((event as unknown as { error: unknown }).error) !== null,
    /** The last attempt reached the studio's server and it failed: the signal is not to blame. */
    serverFailing: ({ context }) => context.outage === 'server',
    /** Signed in with the identity provider, but the studio has no customer record yet. */
    signupUnfinished: ({ context }) => context.identity !== null && context.customer === null,
    /** Signed in again after an expiry as the account the screens still show. */
    sameAccount: ({ context, event }) => outputOf<Account>(event).identity.uid === context.identity?.uid,
    refreshDue: ({ context, event }) =>
      event.type === 'session.api.responded' && event.at - context.lastRefreshAt >= TOKEN_REFRESH_THROTTLE_MS,
  },
  actions: {
    storeAccount: assign(({ event }) => ({
      ...accountContext(outputOf<Account>(event), null),
      outage: null,
    })),
    storeOfflineAccount: assign(({ event }) => {
      const account = outputOf<OfflineAccount>(event);
      return accountContext(account, account.savedAt);
    }),
    storeFailure: assign(({ event }) => ({
      failure: toFailure((event as unknown as { error: unknown }).error),
    })),
    clearFailure: assign({ failure: null, recoverySentTo: null, linkSentTo: null }),
    noteOutage: assign({ outage: ({ event }) => outageOf((event as unknown as { error: unknown }).error) }),
    clearOutage: assign({ outage: null }),
    forgetAccount: assign({
      identity: null,
      customer: null,
      user: null,
      lastRefreshAt: 0,
      offlineSavedAt: null,
      outage: null,
    }),
    markExpired: assign({ expired: true }),
    markRecoverySent: assign(({ event }) => ({ recoverySentTo: outputOf<string>(event), failure: null })),
    markLinkSent: assign(({ event }) => ({ linkSentTo: outputOf<string>(event), failure: null })),
    /**
     * Signed in again after an expiry: what the screens read while the dialog was open went out
     * without a token and may have failed, so they read again (the app provides it).
     */
    signedInAgain: () => {},
    noteRefresh: assign(({ event }) =>
      event.type === 'session.api.responded' ? { lastRefreshAt: event.at } : {},
    ),
    storeCustomer: assign(({ event }) => ({ customer: outputOf<Customer | null>(event) })),
  },
}).createMachine({
  id: 'session',
  description: 'Sesión (identidad y cliente)',
  context: initialContext,
  initial: 'restoring',
  states: {
    restoring: {
      // The persisted identity's token may already be refused by the server.
      on: { 'session.expired': { target: 'loggingOut', actions: 'markExpired' } },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: { type: 'restoredAccount', params: ({ event }) => event.output },
                target: '#session.authenticated',
                actions: 'storeAccount',
              },
              { target: '#session.anonymous' },
            ],
            onError: [
              { guard: 'notRefused', target: '#session.startingOffline', actions: 'noteOutage' },
              { target: '#session.anonymous' },
            ],
          },
        },
        // The studio's server failed and the device keeps no copy of this customer: she is not a
        // visitor, so the session keeps restoring, tried again as an offline one is.
        waiting: {
          after: { offlineRetry: 'loading' },
          on: { 'session.online': 'loading', 'session.api.responded': 'loading' },
        },
      },
    },
    startingOffline: {
      invoke: {
        id: 'loadOfflineAccount',
        src: 'loadOfflineAccount',
        onDone: [
          {
            guard: { type: 'restoredAccount', params: ({ event }) => event.output },
            target: 'offline',
            actions: 'storeOfflineAccount',
          },
          ...withoutCopy,
        ],
        onError: withoutCopy,
      },
    },
    offline: {
      // Signed in as far as the screens go, but not verified: nothing here is the server's word.
      tags: ['authenticated', 'unverified'],
      initial: 'waiting',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': { target: 'loggingOut', actions: 'markExpired' },
      },
      states: {
        waiting: {
          after: { offlineRetry: 'verifying' },
          on: {
            'session.online': 'verifying',
            // Some `/api` call was answered: the server is there again.
            'session.api.responded': 'verifying',
          },
        },
        verifying: {
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: { type: 'restoredAccount', params: ({ event }) => event.output },
                target: '#session.authenticated',
                actions: 'storeAccount',
              },
              // The identity behind the copy is gone (signed out elsewhere, a stale hint).
              { target: '#session.loggingOut', actions: 'markExpired' },
            ],
            onError: [
              { guard: 'notRefused', target: 'waiting', actions: 'noteOutage' },
              // The server answered and refused the session: it ends as an expired one does.
              { target: '#session.loggingOut', actions: 'markExpired' },
            ],
          },
        },
      },
    },
    anonymous: {
      tags: ['anonymous'],
      on: {
        'session.login': { target: 'loggingIn' },
        'session.signup': { target: 'signingUp' },
        'session.recover': { target: 'recovering' },
        'session.provider': { target: 'loggingInWithProvider' },
        'session.link.send': { target: 'sendingLink' },
        'session.link.complete': { target: 'completingLink' },
        'session.failure.dismiss': { actions: 'clearFailure' },
      },
    },
    loggingIn: {
      ...anonymousStep,
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) =>
          event.type === 'session.login' ? event.credentials : { email: '', password: '' },
        onDone: signedIn,
        onError: backToAnonymous,
      },
    },
    loggingInWithProvider: {
      ...anonymousStep,
      invoke: {
        id: 'logInWithProvider',
        src: 'logInWithProvider',
        input: ({ event }) =>
          event.type === 'session.provider' ? event.signIn : { kind: 'google' as const },
        onDone: signedIn,
        onError: backToAnonymous,
      },
    },
    sendingLink: {
      ...anonymousStep,
      invoke: {
        id: 'sendSignInLink',
        src: 'sendSignInLink',
        input: ({ event }) => ({ email: event.type === 'session.link.send' ? event.email : '' }),
        onDone: {
          target: 'anonymous',
          actions: 'markLinkSent',
        },
        onError: backToAnonymous,
      },
    },
    completingLink: {
      ...anonymousStep,
      invoke: {
        id: 'completeSignInLink',
        src: 'completeSignInLink',
        input: ({ event }) =>
          event.type === 'session.link.complete' ? { url: event.url, email: event.email } : { url: '' },
        onDone: signedIn,
        onError: backToAnonymous,
      },
    },
    signingUp: {
      ...anonymousStep,
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) =>
          event.type === 'session.signup' ? event.request : { email: '', password: '', customer: {} },
        onDone: signedIn,
        onError: [
          { guard: 'signupUnfinished', target: 'authenticated', actions: 'storeFailure' },
          backToAnonymous,
        ],
      },
    },
    recovering: {
      ...anonymousStep,
      invoke: {
        id: 'sendPasswordReset',
        src: 'sendPasswordReset',
        input: ({ event }) => ({ email: event.type === 'session.recover' ? event.email : '' }),
        onDone: {
          target: 'anonymous',
          actions: 'markRecoverySent',
        },
        onError: backToAnonymous,
      },
    },
    authenticated: {
      tags: ['authenticated'],
      initial: 'idle',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': { target: 'expired', actions: 'markExpired' },
        'session.customer.reload': { target: '.reloadingCustomer' },
        'session.signup': { guard: 'signupUnfinished', target: 'signingUp' },
      },
      states: {
        idle: {
          on: {
            'session.api.responded': {
              guard: 'refreshDue',
              target: 'refreshingToken',
              actions: 'noteRefresh',
            },
          },
        },
        refreshingToken: {
          invoke: { id: 'refreshToken', src: 'refreshToken', onDone: 'idle', onError: 'idle' },
        },
        reloadingCustomer: {
          invoke: {
            id: 'loadCustomer',
            src: 'loadCustomer',
            onDone: {
              target: 'idle',
              actions: 'storeCustomer',
            },
            onError: 'idle',
          },
        },
      },
    },
    expired: {
      // The server said the token expired: the identity is signed out (the contract's logout), but
      // the screen it happened on stays, with what was typed, while the customer signs in again in
      // place (decision 039). Leaving instead ends the session as before: /entrar says why.
      tags: ['authenticated', 'expired'],
      initial: 'signingOut',
      on: { 'session.logout': { target: 'loggingOut' } },
      states: {
        signingOut: {
          tags: ['busy'],
          invoke: { id: 'logOut', src: 'logOut', onDone: 'asking', onError: 'asking' },
        },
        asking: {
          on: {
            'session.reauth': { target: 'reauthenticating' },
            'session.failure.dismiss': { actions: 'clearFailure' },
          },
        },
        reauthenticating: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context, event }) => ({
              email: context.identity?.email ?? context.customer?.email ?? '',
              password: event.type === 'session.reauth' ? event.password : '',
            }),
            onDone: [
              {
                guard: 'sameAccount',
                target: '#session.authenticated',
                actions: ['storeAccount', 'signedInAgain'],
              },
              // Another account behind that email now: nothing on screen is theirs.
              { target: '#session.loggingOut' },
            ],
            onError: { target: 'asking', actions: 'storeFailure' },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: { id: 'logOut', src: 'logOut', onDone: 'anonymous', onError: 'anonymous' },
      exit: 'forgetAccount',
    },
  },
});

/** The context of a signed-in session: verified (`savedAt` null) or from the device's copy. */
function accountContext(account: Account, savedAt: string | null) {
  return {
    identity: account.identity,
    customer: account.customer,
    user: account.user,
    failure: null,
    expired: false,
    offlineSavedAt: savedAt,
  };
}

/** Why the server's word is missing, or null when it answered and refused (401, 403, 404…). */
function outageOf(error: unknown): Outage | null {
  const failure = toFailure(error);
  if (failure.kind === 'network') return 'network';
  return failure.kind === 'other' && (failure.status ?? 0) >= 500 ? 'server' : null;
}

/** Actors reject with a SessionFailure; anything else is reported as it came. */
function toFailure(error: unknown): SessionFailure {
  return isFlowFailure(error) ? (error as SessionFailure) : { kind: 'other', message: messageOf(error) };
}
