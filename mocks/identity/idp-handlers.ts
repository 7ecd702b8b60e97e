import { http, HttpResponse } from 'msw';
import { createAccount, recordLogin } from './accounts';
import { IDENTITY_TOOLKIT, identityError, normalizeEmail, readJson } from './replies';
import { findAccountByEmail, issueTokens } from './tokens';

export const SUPPORTED_IDPS: readonly string[] = ['google.com', 'facebook.com', 'github.com', 'twitter.com'];

interface IdpClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * Like the Auth emulator, the provider's token is not verified: an unsigned JWT, or its claims
 * as plain JSON (the form the emulator's docs use), stands for what Google or GitHub would say.
 */
function readIdpClaims(token: string): IdpClaims {
  try {
    const text = token.trim().startsWith('{') ? token : decodeSegment(token.split('.')[1] ?? '');
    const claims: unknown = JSON.parse(text);
    if (typeof claims === 'object' && claims !== null) return claims as IdpClaims;
  } catch {
    // falls through to the error below
  }
  throw identityError('INVALID_IDP_RESPONSE : Unable to parse the provider token.');
}

/** Sign-in with Google, Facebook, GitHub or Twitter through a credential (`signInWithCredential`). */
export const idpHandlers = [
  http.post(`${IDENTITY_TOOLKIT}/v1/accounts\\:signInWithIdp`, async ({ request }) => {
    const body = await readJson(request);
    const postBody = new URLSearchParams(typeof body.postBody === 'string' ? body.postBody : '');
    const providerId = postBody.get('providerId') ?? '';
    if (!SUPPORTED_IDPS.includes(providerId))
      throw identityError('INVALID_PROVIDER_ID : Provider Id is not supported.');
    const token = postBody.get('id_token') ?? postBody.get('access_token');
    if (!token) throw identityError('INVALID_IDP_RESPONSE : Missing id_token or access_token.');
    const claims = readIdpClaims(token);
    const email = normalizeEmail(claims.email);
    if (!email) throw identityError('INVALID_IDP_RESPONSE : The provider did not share an email.');
    const existing = findAccountByEmail(email);
    if (existing?.disabled) throw identityError('USER_DISABLED');
    // One account per email: a provider sign-in with a known email joins that account.
    const account = existing
      ? await recordLogin(existing, providerId)
      : await createAccount({
          email,
          password: null,
          providerIds: [providerId],
          displayName: claims.name ?? null,
          emailVerified: claims.email_verified ?? true,
        });
    return HttpResponse.json({
      kind: 'identitytoolkit#VerifyAssertionResponse',
      providerId,
      federatedId: claims.sub ?? email,
      localId: account.localId,
      email: account.email,
      emailVerified: account.emailVerified,
      displayName: account.displayName ?? '',
      rawUserInfo: JSON.stringify(claims),
      isNewUser: !existing,
      ...(postBody.has('id_token') ? { oauthIdToken: token } : { oauthAccessToken: token }),
      ...issueTokens(account, providerId),
    });
  }),
];
