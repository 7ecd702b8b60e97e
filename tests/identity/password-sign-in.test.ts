import { describe, expect, it } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { setEmailEnumerationProtection } from '#mocks/identity/switches';
import { PERSONA_PASSWORD, personas } from '#mocks/personas';
import { failureOf, useIdentity, useIdentityForApi } from './support/identity-harness';

describe('password sign-in through the Firebase SDK against the mock emulator', () => {
  const identity = useIdentity();

  it('signs a QA persona in with demo1234, and /api knows her by the token', async () => {
    const user = await identity().signInWithPassword(personas.ana.email, PERSONA_PASSWORD);
    expect(user).toMatchObject({
      uid: personas.ana.uid,
      email: personas.ana.email,
      providerIds: ['password'],
    });
    useIdentityForApi(identity());
    const { customer } = await unwrap(api.GET('/customer'));
    expect(customer.customer_id).toBe(personas.ana.customer_id);
    const { penalties } = await unwrap(api.GET('/customer/penalties'));
    expect(penalties).toEqual([]);
  });

  it('accepts the email in any case', async () => {
    const user = await identity().signInWithPassword('ANA@Demo.MX', PERSONA_PASSWORD);
    expect(user.uid).toBe(personas.ana.uid);
  });

  it('answers wrongPassword for a bad password', async () => {
    expect(await failureOf(identity().signInWithPassword(personas.ana.email, 'demo12345'))).toEqual({
      kind: 'wrongPassword',
    });
    expect(identity().currentUser()).toBeNull();
  });

  it('answers userNotFound for an unknown email', async () => {
    expect(await failureOf(identity().signInWithPassword('nadie@demo.mx', PERSONA_PASSWORD))).toEqual({
      kind: 'userNotFound',
    });
  });

  it('answers invalidCredential for both when email-enumeration protection is on', async () => {
    setEmailEnumerationProtection(true);
    expect(await failureOf(identity().signInWithPassword('nadie@demo.mx', PERSONA_PASSWORD))).toEqual({
      kind: 'invalidCredential',
    });
    expect(await failureOf(identity().signInWithPassword(personas.ana.email, 'otra-cosa'))).toEqual({
      kind: 'invalidCredential',
    });
  });

  it('restores the session and signs out', async () => {
    await identity().signInWithPassword(personas.penalizada.email, PERSONA_PASSWORD);
    expect(await identity().restore()).toMatchObject({ uid: personas.penalizada.uid });
    useIdentityForApi(identity());
    const { penalties } = await unwrap(api.GET('/customer/penalties'));
    expect(penalties).toHaveLength(1);

    await identity().signOut();
    expect(identity().currentUser()).toBeNull();
    expect(await identity().getIdToken()).toBeNull();
    const failure = await unwrap(api.GET('/customer')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 401 });
  });

  it('tells listeners about sign-in and sign-out', async () => {
    const seen: Array<string | null> = [];
    const stop = identity().onIdTokenChanged((user) => seen.push(user?.uid ?? null));
    await identity().restore();
    await identity().signInWithPassword(personas.ilimitada.email, PERSONA_PASSWORD);
    await identity().signOut();
    stop();
    expect(seen).toEqual([null, personas.ilimitada.uid, null]);
  });
});
