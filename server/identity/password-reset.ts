import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, sendPasswordResetEmail, type Auth } from 'firebase/auth';
import type { ServerConfig } from '#server/config';
import { toIdentityFailure, type IdentityFailure } from '#src/identity/failures';

export type ResetSent = { ok: true } | { ok: false; failure: IdentityFailure | { kind: 'unavailable' } };

let instances = 0;

/**
 * Password-reset mails through Firebase Auth, the identity the app signs in with (decision 066):
 * the same `sendOobCode` call the app's own "¿Olvidaste tu contraseña?" makes, so the mail, its
 * link and the page it opens are Firebase's however the reset was asked for. Uses the Firebase JS
 * SDK the app already ships (it runs on Node); the emulator when configured. Nothing is set up
 * until the first mail; without a web API key outside the emulator it is 'unavailable'.
 */
export function passwordReset(
  config: Pick<ServerConfig, 'firebaseProjectId' | 'firebaseApiKey' | 'authEmulatorHost'>,
): { send(email: string): Promise<ResetSent> } {
  let auth: Auth | undefined;
  const connect = (): Auth | undefined => {
    const emulator = config.authEmulatorHost;
    const apiKey = config.firebaseApiKey ?? (emulator ? 'emulator-key' : undefined);
    if (!apiKey) return undefined;
    // A named app per server instance: tests run several in one process.
    instances += 1;
    const app = initializeApp({ apiKey, projectId: config.firebaseProjectId }, `password-reset-${instances}`);
    const created = getAuth(app);
    created.languageCode = 'es';
    if (emulator) connectAuthEmulator(created, `http://${emulator}`, { disableWarnings: true });
    return created;
  };
  return {
    async send(email) {
      auth ??= connect();
      if (!auth) return { ok: false, failure: { kind: 'unavailable' } };
      try {
        await sendPasswordResetEmail(auth, email);
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toIdentityFailure(error) };
      }
    },
  };
}
