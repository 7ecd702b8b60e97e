import { createActor } from 'xstate';
import { createSessionActors } from '#machines/session/actors';
import { sessionMachine } from '#machines/session/machine';
import { setTokenSource } from '#src/api/client';
import { DATA_CHANGED_EVENT } from '#src/domain/freshness';
import type { AppConfig } from '#src/config/app-config';
import { defaultEmulatorOrigin } from '#src/identity/emulator-origin';
import { firebaseConfigFrom } from '#src/identity/firebase-config';
import type { Identity } from '#src/identity/identity';
import { createLazyIdentity } from '#src/identity/lazy-identity';
import type { SessionActor } from './session-context';
import { inspect } from './inspection';

/**
 * A live build signs in against real Firebase unless `VITE_AUTH_EMULATOR_ORIGIN` names an Auth
 * emulator (firebase-tools, or the mock server's identity emulation): QA and the live-build tests
 * run the real client code against it without reaching Google.
 */
function liveEmulatorOrigin(): string | undefined {
  const origin = import.meta.env.VITE_AUTH_EMULATOR_ORIGIN as string | undefined;
  return origin === undefined || origin === '' ? undefined : origin;
}

/**
 * The session starts before the first screen renders: it is the API client's token source,
 * so every `/api` call carries the identity token, refreshes it (throttled) and ends the
 * session when the server says the token expired.
 */
export function startSession(
  config: AppConfig,
  mocked: boolean,
): { actor: SessionActor; identity: Identity } {
  // Firebase Auth loads only when needed: a sign-in, or a visit with a signed-in hint.
  const identity = createLazyIdentity({
    firebaseConfig: firebaseConfigFrom(config.raw),
    emulatorOrigin: mocked ? defaultEmulatorOrigin() : liveEmulatorOrigin(),
  });
  const actor = createActor(
    sessionMachine.provide({
      actors: createSessionActors(identity),
      // The screens' reads take it as "the data changed": a failed read is tried again.
      actions: { signedInAgain: () => window.dispatchEvent(new Event(DATA_CHANGED_EVENT)) },
    }),
    { inspect },
  );
  setTokenSource({
    getToken: () => identity.getIdToken().catch(() => null),
    afterResponse: () => actor.send({ type: 'session.api.responded', at: Date.now() }),
    onExpired: () => actor.send({ type: 'session.expired' }),
  });
  // A session started without signal verifies as soon as the device has a network again.
  globalThis.addEventListener?.('online', () => actor.send({ type: 'session.online' }));
  actor.start();
  return { actor, identity };
}
