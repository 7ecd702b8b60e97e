import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { EXPIRED_TOKEN_CODE } from '#src/api/errors';
import { mockNow, setMockClockOffset } from '#mocks/clock';
import { db } from '#mocks/db';
import { readIdToken } from '#mocks/identity-token';
import { PERSONA_PASSWORD, personas } from '#mocks/personas';
import { failureOf, useIdentity, useIdentityForApi } from './support/identity-harness';

describe('provider sign-in in mock mode (account chooser → credential)', () => {
  const identity = useIdentity();

  it('creates an account for a new email', async () => {
    expect(identity().providerSignIn).toBe('accountChooser');
    const user = await identity().signInWithProviderCredential('google', 'Gmail@Demo.mx', 'Gala Gómez');
    expect(user).toMatchObject({
      email: 'gmail@demo.mx',
      displayName: 'Gala Gómez',
      providerIds: ['google.com'],
    });
    const account = db.identityAccounts.findFirst((q) => q.where({ localId: user.uid }));
    expect(account).toMatchObject({ password: null, providerIds: ['google.com'] });
  });

  it('loads the existing account for a known email, whichever provider', async () => {
    for (const kind of ['github', 'facebook', 'twitter'] as const) {
      const user = await identity().signInWithProviderCredential(kind, personas.ana.email);
      expect(user.uid).toBe(personas.ana.uid);
      await identity().signOut();
    }
    const account = db.identityAccounts.findFirst((q) => q.where({ localId: personas.ana.uid }));
    expect(account?.providerIds).toEqual(['password', 'github.com', 'facebook.com', 'twitter.com']);
    await identity().signInWithProviderCredential('google', personas.ana.email);
    useIdentityForApi(identity());
    expect((await unwrap(api.GET('/customer'))).customer.email).toBe(personas.ana.email);
  });

  it('does not open popups against the emulator', async () => {
    expect((await failureOf(identity().signInWithProvider('google'))).kind).toBe('unknown');
  });
});

describe('identity tokens', () => {
  const identity = useIdentity();

  it('are refreshed after they expire on the server clock, keeping the sign-in time', async () => {
    await identity().signInWithPassword(personas.ana.email, PERSONA_PASSWORD);
    const first = (await identity().getIdToken())!;
    useIdentityForApi(identity());

    setMockClockOffset(2 * 3_600_000);
    const expired = await unwrap(api.GET('/customer')).catch((e: unknown) => e);
    expect(expired).toMatchObject({ status: 401, code: EXPIRED_TOKEN_CODE });

    const second = (await identity().getIdToken(true))!;
    expect(second).not.toBe(first);
    const reading = readIdToken(second, mockNow());
    const original = readIdToken(first, new Date(0));
    expect(reading.kind).toBe('valid');
    if (reading.kind !== 'valid' || original.kind !== 'valid') return;
    expect(reading.claims.user_id).toBe(personas.ana.uid);
    expect(reading.claims.auth_time).toBe(original.claims.auth_time);
    expect((await unwrap(api.GET('/customer'))).customer.customer_id).toBe(personas.ana.customer_id);
  });

  it('end the session when the account is gone at refresh time', async () => {
    await identity().signInWithPassword(personas.sincreditos.email, PERSONA_PASSWORD);
    db.identityAccounts.delete((q) => q.where({ localId: personas.sincreditos.uid }));
    await failureOf(identity().getIdToken(true));
    expect(identity().currentUser()).toBeNull();
  });
});
