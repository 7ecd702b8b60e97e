import { inMemoryPersistence } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firebaseConfigFrom } from '#src/identity/firebase-config';
import { createIdentity, type Identity, type IdentityOptions } from '#src/identity/identity';
import { createLazyIdentity } from '#src/identity/lazy-identity';
import { memoryStore, type KeyValueStore } from '#src/identity/link-email-store';
import { isEmailSignInLink, SESSION_HINT_KEY } from '#src/identity/session-hint';
import { issuedOobCodes } from '#mocks/identity/oob-codes';
import { PERSONA_PASSWORD, personas } from '#mocks/personas';
import { seedConfig } from '#mocks/seed/config';

let appCount = 0;
const made: Identity[] = [];

/**
 * The app's lazy identity over the real Firebase SDK and the emulator the mocks serve. Each
 * identity is one browser: `persistence` is its Firebase session (shared by two "visits"), the
 * hint store its local storage; `loads` counts downloads of the SDK.
 */
function browser(hints: KeyValueStore = memoryStore()) {
  appCount += 1;
  const appName = `lazy-identity-${appCount}`;
  const loads = vi.fn();
  const visit = () => {
    const identity = createLazyIdentity({
      firebaseConfig: firebaseConfigFrom(seedConfig),
      emulatorOrigin: 'http://localhost',
      persistence: [inMemoryPersistence],
      appName,
      linkEmailStore: memoryStore(),
      hintStore: hints,
      load: async () => {
        loads();
        return { createIdentity: (options: IdentityOptions) => createIdentity(options) };
      },
    });
    made.push(identity);
    return identity;
  };
  return { hints, loads, visit };
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((identity) => identity.dispose()));
});

describe('identity on demand', () => {
  it('a visitor who never signed in does not load Firebase: nobody to restore, no token', async () => {
    const { loads, visit } = browser();
    const identity = visit();
    expect(await identity.restore()).toBeNull();
    expect(await identity.getIdToken()).toBeNull();
    expect(identity.currentUser()).toBeNull();
    expect(loads).not.toHaveBeenCalled();
  });

  it('signing in loads it, and leaves the hint that brings it back on the next visit', async () => {
    const { hints, loads, visit } = browser();
    const identity = visit();
    const user = await identity.signInWithPassword(personas.ana.email, PERSONA_PASSWORD);
    expect(user.uid).toBe(personas.ana.uid);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(hints.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(await identity.getIdToken()).toMatch(/\./);
  });

  it('a visit with the hint restores the customer', async () => {
    const hints = memoryStore();
    hints.setItem(SESSION_HINT_KEY, '1');
    const { loads, visit } = browser(hints);
    const identity = visit();
    // The session persisted by Firebase in this browser (memory here): signed in, then restored.
    await identity.signInWithPassword(personas.ana.email, PERSONA_PASSWORD);
    expect((await identity.restore())?.email).toBe(personas.ana.email);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a stale hint (no session behind it) restores nobody and is forgotten', async () => {
    const hints = memoryStore();
    hints.setItem(SESSION_HINT_KEY, '1');
    const { loads, visit } = browser(hints);
    expect(await visit().restore()).toBeNull();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(hints.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('signing out forgets the hint', async () => {
    const { hints, visit } = browser();
    const identity = visit();
    await identity.signInWithPassword(personas.ana.email, PERSONA_PASSWORD);
    await identity.signOut();
    expect(hints.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(await identity.getIdToken()).toBeNull();
  });

  it('tells listeners added before Firebase loaded about the sign-in', async () => {
    const { visit } = browser();
    const identity = visit();
    const seen: Array<string | null> = [];
    identity.onIdTokenChanged((user) => seen.push(user?.email ?? null));
    await identity.signInWithPassword(personas.ana.email, PERSONA_PASSWORD);
    await vi.waitFor(() => expect(seen).toContain(personas.ana.email));
  });

  it('an email link opened on a cold start is recognised without Firebase, then signs in', async () => {
    const sender = browser().visit();
    await sender.sendSignInLink('frio@demo.mx', 'http://localhost/entrar');
    const link = issuedOobCodes('frio@demo.mx')[0]!.oobLink;

    const { loads, visit } = browser();
    const identity = visit();
    expect(await identity.restore()).toBeNull();
    expect(identity.isSignInLink(link)).toBe(true);
    expect(loads).not.toHaveBeenCalled();
    expect((await identity.completeSignInLink(link, 'frio@demo.mx')).email).toBe('frio@demo.mx');
  });
});

describe('isEmailSignInLink', () => {
  it("reads Firebase's link parameters, also inside a wrapping link", () => {
    const link = 'https://studio.example/entrar?apiKey=k&oobCode=abc&mode=signIn&lang=es';
    expect(isEmailSignInLink(link)).toBe(true);
    expect(isEmailSignInLink(`https://app.page.link/?link=${encodeURIComponent(link)}`)).toBe(true);
    expect(isEmailSignInLink('https://studio.example/entrar?apiKey=k&oobCode=abc&mode=resetPassword')).toBe(
      false,
    );
    expect(isEmailSignInLink('https://studio.example/entrar')).toBe(false);
    expect(isEmailSignInLink('no es una url')).toBe(false);
  });
});
