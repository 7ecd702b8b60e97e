import { deleteApp, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
  type Persistence,
} from 'firebase/auth';

export interface AuthInstanceOptions {
  firebaseConfig: FirebaseOptions;
  /**
   * Mock mode: the origin whose `/identitytoolkit.googleapis.com/…` paths answer like the Auth
   * emulator (MSW). Absent: live Firebase. The caller decides; see `defaultEmulatorOrigin`.
   */
  emulatorOrigin?: string | undefined;
  /** Where sessions persist, first that works wins. Node tests pass `[inMemoryPersistence]`. */
  persistence?: Persistence[] | undefined;
  /** Tests give every identity its own app, so no SDK state leaks between them. */
  appName?: string | undefined;
  languageCode?: string | undefined;
}

/** Spec: sessions persist in IndexedDB, then local storage, then session storage. */
export const BROWSER_PERSISTENCE: Persistence[] = [
  indexedDBLocalPersistence,
  browserLocalPersistence,
  browserSessionPersistence,
];

/** The app's own origin in the browser (MSW's worker answers it); `http://localhost` in Node. */
export function defaultEmulatorOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

export interface AuthInstance {
  app: FirebaseApp;
  auth: Auth;
  emulated: boolean;
  dispose(): Promise<void>;
}

export function createAuthInstance(options: AuthInstanceOptions): AuthInstance {
  const app = initializeApp(options.firebaseConfig, options.appName ?? '[DEFAULT]');
  const emulated = options.emulatorOrigin !== undefined;
  const auth = initializeAuth(app, {
    persistence: options.persistence ?? BROWSER_PERSISTENCE,
    // Only live mode opens provider popups; against the emulator the app's own account chooser
    // signs in with a credential, so the resolver (and its hidden iframe) is left out.
    ...(emulated ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  });
  auth.languageCode = options.languageCode ?? 'es';
  if (options.emulatorOrigin !== undefined) {
    connectAuthEmulator(auth, options.emulatorOrigin, { disableWarnings: true });
  }
  return { app, auth, emulated, dispose: () => deleteApp(app) };
}
