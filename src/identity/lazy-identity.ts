import type { Identity, IdentityOptions } from './identity';
import { defaultLinkEmailStore, type KeyValueStore } from './link-email-store';
import { forgetSession, hasSessionHint, isEmailSignInLink, rememberSession } from './session-hint';

export interface LazyIdentityOptions extends IdentityOptions {
  /** Where the signed-in hint is kept (local storage in the browser). */
  hintStore?: KeyValueStore | undefined;
  /** Brings the Firebase-backed identity; tests pass a fake. */
  load?: () => Promise<{ createIdentity: (options: IdentityOptions) => Identity }>;
}

type Method = {
  [K in keyof Identity]: Identity[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof Identity];

/**
 * The identity the app starts with: Firebase Auth is downloaded and started only when
 * something needs it — a sign-in, a sign-in link, or a visit with the local hint that this
 * browser has a session (decision 029). A visitor who never signed in never loads it: restoring
 * answers "nobody" and `/api` calls go without a token.
 */
export function createLazyIdentity(options: LazyIdentityOptions): Identity {
  const hints = options.hintStore ?? defaultLinkEmailStore();
  const load = options.load ?? (() => import('./identity'));
  const listeners = new Set<Parameters<Identity['onIdTokenChanged']>[0]>();
  let started: Promise<Identity> | null = null;
  let real: Identity | null = null;

  const start = (): Promise<Identity> =>
    (started ??= load().then(({ createIdentity }) => {
      const identity = createIdentity(options);
      real = identity;
      // The hint follows Firebase's own session: kept while signed in, dropped on sign-out and
      // when a hinted visit finds no session (a stale hint costs one download, nothing visible).
      identity.onIdTokenChanged((user) => (user ? rememberSession(hints) : forgetSession(hints)));
      for (const listener of listeners) identity.onIdTokenChanged(listener);
      return identity;
    }));
  // A method that needs Firebase: starts it, then calls the real one.
  const later = <K extends Method>(name: K): Identity[K] =>
    (async (...args: unknown[]) =>
      ((await start())[name] as (...a: unknown[]) => Promise<unknown>)(...args)) as Identity[K];

  const identity: Identity = {
    providerSignIn: options.emulatorOrigin !== undefined ? 'accountChooser' : 'popup',
    async restore() {
      if (!started && !hasSessionHint(hints)) return null;
      const user = await (await start()).restore();
      if (!user) forgetSession(hints);
      return user;
    },
    currentUser: () => real?.currentUser() ?? null,
    async getIdToken(forceRefresh) {
      if (!started) return null;
      return (await start()).getIdToken(forceRefresh);
    },
    onIdTokenChanged(listener) {
      listeners.add(listener);
      const unsubscribe = real?.onIdTokenChanged(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe?.();
      };
    },
    isSignInLink: isEmailSignInLink,
    signInWithPassword: later('signInWithPassword'),
    signUpWithPassword: later('signUpWithPassword'),
    signInWithProvider: later('signInWithProvider'),
    signInWithProviderCredential: later('signInWithProviderCredential'),
    sendPasswordReset: later('sendPasswordReset'),
    sendSignInLink: later('sendSignInLink'),
    completeSignInLink: later('completeSignInLink'),
    signOut: later('signOut'),
    passwordPolicy: later('passwordPolicy'),
    validatePassword: later('validatePassword'),
    dispose: async () => {
      await real?.dispose();
    },
  };
  return identity;
}
