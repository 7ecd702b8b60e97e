import { deleteApp, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
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
   * emulator (MSW). Absent: live Firebase. The caller decides; see `defaultEmulatorOrigin` (emulator-origin.ts).
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

export interface AuthInstance {
  app: FirebaseApp;
  auth: Auth;
  emulated: boolean;
  dispose(): Promise<void>;
}

export function createAuthInstance(options: AuthInstanceOptions): AuthInstance {
  const app = initializeApp(options.firebaseConfig, options.appName ?? '[DEFAULT]');
  const emulated = options.emulatorOrigin !== undefined;
  // No popup/redirect resolver here: given to initializeAuth it makes the SDK fetch Google's
  // api.js at start-up on mobile and Safari. Only a provider sign-in needs it (identity.ts).
  const auth = initializeAuth(app, { persistence: options.persistence ?? BROWSER_PERSISTENCE });
  auth.languageCode = options.languageCode ?? 'es';
  if (options.emulatorOrigin !== undefined) {
    connectAuthEmulator(auth, options.emulatorOrigin, { disableWarnings: true });
  }
  return { app, auth, emulated, dispose: () => deleteApp(app) };
}
