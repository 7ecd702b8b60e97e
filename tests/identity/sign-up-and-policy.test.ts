import { describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '#src/api/client';
import { db } from '#mocks/db';
import { DEFAULT_IDENTITY_PASSWORD_POLICY, setIdentityPasswordPolicy } from '#mocks/identity/switches';
import { personas } from '#mocks/personas';
import { createTestIdentity, failureOf, useIdentity, useIdentityForApi } from './support/identity-harness';

describe('password sign-up through the Firebase SDK', () => {
  const identity = useIdentity();

  it('creates the identity account; the customer record comes later, through /api', async () => {
    const user = await identity().signUpWithPassword('Nueva@Demo.mx', 'secreto1');
    expect(user.email).toBe('nueva@demo.mx');
    const account = db.identityAccounts.findFirst((q) => q.where({ email: 'nueva@demo.mx' }));
    expect(account).toMatchObject({ localId: user.uid, password: 'secreto1', providerIds: ['password'] });

    useIdentityForApi(identity());
    const failure = await unwrap(api.GET('/customer')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 404 });
  });

  it('answers emailInUse for an email that already has an account', async () => {
    await identity().signUpWithPassword('repetida@demo.mx', 'secreto1');
    const other = createTestIdentity();
    try {
      expect(await failureOf(other.signUpWithPassword('repetida@demo.mx', 'secreto2'))).toEqual({
        kind: 'emailInUse',
      });
      expect(await failureOf(other.signUpWithPassword(personas.ana.email, 'secreto2'))).toEqual({
        kind: 'emailInUse',
      });
    } finally {
      await other.dispose();
    }
  });

  it('answers weakPassword, with the server message, under six characters', async () => {
    expect(await failureOf(identity().signUpWithPassword('corta@demo.mx', '12345'))).toEqual({
      kind: 'weakPassword',
      message: 'Password should be at least 6 characters',
    });
    expect(db.identityAccounts.findFirst((q) => q.where({ email: 'corta@demo.mx' }))).toBeUndefined();
  });
});

describe('the password policy from the identity provider', () => {
  const identity = useIdentity();

  it('is six characters by default', async () => {
    expect(await identity().passwordPolicy()).toMatchObject({
      minLength: 6,
      requireUppercase: false,
      requireDigit: false,
    });
    expect(await identity().validatePassword('abc')).toEqual({
      valid: false,
      missing: [{ kind: 'minLength', min: 6 }],
    });
    expect(await identity().validatePassword('abcdef')).toEqual({ valid: true, missing: [] });
  });

  it('is fetched again after the server refuses a non-compliant password', async () => {
    expect((await identity().passwordPolicy()).requireUppercase).toBe(false);
    setIdentityPasswordPolicy({
      ...DEFAULT_IDENTITY_PASSWORD_POLICY,
      customStrengthOptions: {
        minPasswordLength: 8,
        containsUppercaseCharacter: true,
        containsNumericCharacter: true,
      },
    });
    const failure = await failureOf(identity().signUpWithPassword('estricta@demo.mx', 'abcdefgh'));
    expect(failure.kind).toBe('weakPassword');
    await vi.waitFor(async () => expect((await identity().passwordPolicy()).requireUppercase).toBe(true));
    expect(await identity().validatePassword('abcdefg')).toEqual({
      valid: false,
      missing: [{ kind: 'minLength', min: 8 }, { kind: 'uppercase' }, { kind: 'digit' }],
    });
    const user = await identity().signUpWithPassword('estricta@demo.mx', 'Abcdefg1');
    expect(user.email).toBe('estricta@demo.mx');
  });
});
