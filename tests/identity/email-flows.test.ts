import { describe, expect, it } from 'vitest';
import { db } from '#mocks/db';
import { MOCK_PROJECT_ID } from '#mocks/identity-token';
import { issuedOobCodes } from '#mocks/identity/oob-codes';
import { setEmailEnumerationProtection } from '#mocks/identity/switches';
import { personas } from '#mocks/personas';
import { createTestIdentity, failureOf, useIdentity } from './support/identity-harness';

const CONTINUE_URL = 'http://localhost/entrar/enlace';

describe('password reset email', () => {
  const identity = useIdentity();

  it('is sent for a known email, with a reset code', async () => {
    await identity().sendPasswordReset(personas.ana.email);
    expect(issuedOobCodes(personas.ana.email).map((code) => code.requestType)).toEqual(['PASSWORD_RESET']);
  });

  it('answers userNotFound for an unknown email', async () => {
    expect(await failureOf(identity().sendPasswordReset('nadie@demo.mx'))).toEqual({ kind: 'userNotFound' });
    expect(issuedOobCodes()).toEqual([]);
  });

  it('succeeds silently for an unknown email when enumeration protection is on', async () => {
    setEmailEnumerationProtection(true);
    await identity().sendPasswordReset('nadie@demo.mx');
    expect(issuedOobCodes()).toEqual([]);
  });
});

describe('email link sign-in', () => {
  const identity = useIdentity();

  it('round-trips: the link from the "email" signs a new address in, once', async () => {
    await identity().sendSignInLink('enlace@demo.mx', CONTINUE_URL);
    const [code] = issuedOobCodes('enlace@demo.mx');
    expect(code?.oobLink.startsWith(`${CONTINUE_URL}?`)).toBe(true);
    const link = code!.oobLink;
    expect(identity().isSignInLink(link)).toBe(true);

    const user = await identity().completeSignInLink(link);
    expect(user).toMatchObject({ email: 'enlace@demo.mx', emailVerified: true });
    expect(db.identityAccounts.findFirst((q) => q.where({ email: 'enlace@demo.mx' }))?.localId).toBe(
      user.uid,
    );

    await identity().signOut();
    expect(await failureOf(identity().completeSignInLink(link, 'enlace@demo.mx'))).toEqual({
      kind: 'invalidLink',
    });
  });

  it('signs an existing persona into her own account, codes readable from the emulator endpoint', async () => {
    await identity().sendSignInLink(personas.ana.email, CONTINUE_URL);
    const answer = await fetch(`http://localhost/emulator/v1/projects/${MOCK_PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await answer.json()) as { oobCodes: Array<{ email: string; oobLink: string }> };
    const link = oobCodes.find((code) => code.email === personas.ana.email)!.oobLink;
    expect((await identity().completeSignInLink(link)).uid).toBe(personas.ana.uid);
  });

  it('asks for the email when the link is opened where it was not requested', async () => {
    await identity().sendSignInLink('otra@demo.mx', CONTINUE_URL);
    const link = issuedOobCodes('otra@demo.mx')[0]!.oobLink;
    const elsewhere = createTestIdentity();
    try {
      expect(await failureOf(elsewhere.completeSignInLink(link))).toEqual({ kind: 'emailRequired' });
      expect((await elsewhere.completeSignInLink(link, 'otra@demo.mx')).email).toBe('otra@demo.mx');
    } finally {
      await elsewhere.dispose();
    }
  });

  it('refuses a link that is not a sign-in link', async () => {
    expect(await failureOf(identity().completeSignInLink(`${CONTINUE_URL}?foo=bar`, 'x@demo.mx'))).toEqual({
      kind: 'invalidLink',
    });
  });
});
