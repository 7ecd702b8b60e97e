import { inMemoryPersistence } from 'firebase/auth';
import { afterEach, beforeEach, expect } from 'vitest';
import { setTokenSource } from '#src/api/client';
import { firebaseConfigFrom } from '#src/identity/firebase-config';
import { createIdentity, type Identity } from '#src/identity/identity';
import { IdentityError, type IdentityFailure } from '#src/identity/failures';
import { memoryStore } from '#src/identity/link-email-store';
import { setMockClockOffset } from '#mocks/clock';
import { seedConfig } from '#mocks/seed/config';

let appCount = 0;

/** A fresh identity (its own Firebase app, in-memory persistence) for every test, deleted after it. */
export function createTestIdentity(): Identity {
  appCount += 1;
  return createIdentity({
    firebaseConfig: firebaseConfigFrom(seedConfig),
    emulatorOrigin: 'http://localhost',
    persistence: [inMemoryPersistence],
    appName: `identity-test-${appCount}`,
    linkEmailStore: memoryStore(),
  });
}

export function useIdentity(): () => Identity {
  let identity: Identity | undefined;
  beforeEach(() => {
    identity = createTestIdentity();
  });
  afterEach(async () => {
    setMockClockOffset(0);
    setTokenSource(null);
    await identity?.dispose();
  });
  return () => identity!;
}

/** The failure a call rejected with (fails the test if it resolved). */
export async function failureOf(call: Promise<unknown>): Promise<IdentityFailure> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(IdentityError);
  return (error as IdentityError).failure;
}

/** Makes the typed API client call with the identity's current token. */
export function useIdentityForApi(identity: Identity): void {
  setTokenSource({ getToken: () => identity.getIdToken() });
}
