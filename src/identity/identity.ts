import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getIdToken,
  isSignInWithEmailLink,
  onIdTokenChanged,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  validatePassword,
  type UserCredential,
} from 'firebase/auth';
import {
  missingPasswordRequirements,
  type PasswordPolicy,
  type PasswordRequirement,
} from '#src/domain/password-policy';
import { createAuthInstance, type AuthInstanceOptions } from './auth-instance';
import { IdentityError, toIdentityFailure } from './failures';
import { defaultLinkEmailStore, LINK_EMAIL_KEY, type KeyValueStore } from './link-email-store';
import { fromSdkPolicy } from './policy';
import { emulatorCredential, popupProvider, type ProviderKind } from './providers';
import { toIdentityUser, type IdentityUser } from './user';

export interface IdentityOptions extends AuthInstanceOptions {
  linkEmailStore?: KeyValueStore | undefined;
}

export interface PasswordCheck {
  valid: boolean;
  missing: PasswordRequirement[];
}

/**
 * What the session machine and the auth screens use of the identity provider. Every method
 * rejects with an {@link IdentityError} whose `failure` is the closed union of failures.
 */
export interface Identity {
  /** 'popup' in live mode; 'accountChooser' against the emulator (the app shows its own chooser). */
  readonly providerSignIn: 'popup' | 'accountChooser';
  /** Waits for the persisted session (if any) to be restored. */
  restore(): Promise<IdentityUser | null>;
  currentUser(): IdentityUser | null;
  signInWithPassword(email: string, password: string): Promise<IdentityUser>;
  signUpWithPassword(email: string, password: string): Promise<IdentityUser>;
  /** Live mode: the provider's popup. */
  signInWithProvider(kind: ProviderKind): Promise<IdentityUser>;
  /** Mock mode: completes the in-app account chooser with a credential for the chosen email. */
  signInWithProviderCredential(
    kind: ProviderKind,
    email: string,
    displayName?: string,
  ): Promise<IdentityUser>;
  sendPasswordReset(email: string, continueUrl?: string): Promise<void>;
  /** Emails a sign-in link that opens `continueUrl` (a page of this app) with the code. */
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  isSignInLink(url: string): boolean;
  /** `email` defaults to the one this browser sent the link to; `emailRequired` if unknown. */
  completeSignInLink(url: string, email?: string): Promise<IdentityUser>;
  /** The current id token (refreshed by the SDK when near expiry, or now when forced); null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  onIdTokenChanged(listener: (user: IdentityUser | null) => void): () => void;
  signOut(): Promise<void>;
  /** The project's policy, fetched once by the SDK and again after a non-compliant sign-up. */
  passwordPolicy(): Promise<PasswordPolicy>;
  validatePassword(password: string): Promise<PasswordCheck>;
  /** Deletes the Firebase app (tests; never needed in the app itself). */
  dispose(): Promise<void>;
}

async function attempt<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new IdentityError(toIdentityFailure(error));
  }
}

export function createIdentity(options: IdentityOptions): Identity {
  const { auth, emulated, dispose } = createAuthInstance(options);
  const linkEmails = options.linkEmailStore ?? defaultLinkEmailStore();
  const signedIn = async (call: () => Promise<UserCredential>) =>
    attempt(async () => toIdentityUser((await call()).user));
  const unsupported = (message: string) =>
    Promise.reject(new IdentityError({ kind: 'unknown', code: null, message }));

  const identity: Identity = {
    providerSignIn: emulated ? 'accountChooser' : 'popup',
    async restore() {
      await auth.authStateReady();
      return identity.currentUser();
    },
    currentUser: () => (auth.currentUser ? toIdentityUser(auth.currentUser) : null),
    signInWithPassword: (email, password) =>
      signedIn(() => signInWithEmailAndPassword(auth, email, password)),
    signUpWithPassword: (email, password) =>
      signedIn(() => createUserWithEmailAndPassword(auth, email, password)),
    signInWithProvider(kind) {
      if (emulated) return unsupported('Against the emulator, use signInWithProviderCredential');
      return signedIn(() => signInWithPopup(auth, popupProvider(kind), browserPopupRedirectResolver));
    },
    signInWithProviderCredential(kind, email, displayName) {
      if (!emulated) return unsupported('Provider credentials are only minted against the emulator');
      return signedIn(() => signInWithCredential(auth, emulatorCredential(kind, email, displayName)));
    },
    sendPasswordReset: (email, continueUrl) =>
      attempt(() => sendPasswordResetEmail(auth, email, continueUrl ? { url: continueUrl } : undefined)),
    sendSignInLink: (email, continueUrl) =>
      attempt(async () => {
        await sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
        linkEmails.setItem(LINK_EMAIL_KEY, email);
      }),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    async completeSignInLink(url, email) {
      if (!isSignInWithEmailLink(auth, url)) throw new IdentityError({ kind: 'invalidLink' });
      const address = email ?? linkEmails.getItem(LINK_EMAIL_KEY);
      if (!address) throw new IdentityError({ kind: 'emailRequired' });
      const user = await signedIn(() => signInWithEmailLink(auth, address, url));
      linkEmails.removeItem(LINK_EMAIL_KEY);
      return user;
    },
    getIdToken: (forceRefresh = false) =>
      attempt(async () => (auth.currentUser ? getIdToken(auth.currentUser, forceRefresh) : null)),
    onIdTokenChanged: (listener) =>
      onIdTokenChanged(auth, (user) => listener(user ? toIdentityUser(user) : null)),
    signOut: () => attempt(() => signOut(auth)),
    // The SDK caches the policy and re-fetches it itself after PASSWORD_DOES_NOT_MEET_REQUIREMENTS.
    passwordPolicy: () =>
      attempt(async () => fromSdkPolicy((await validatePassword(auth, '')).passwordPolicy)),
    async validatePassword(password) {
      const missing = missingPasswordRequirements(password, await identity.passwordPolicy());
      return { valid: missing.length === 0, missing };
    },
    dispose,
  };
  return identity;
}
