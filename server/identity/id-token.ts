import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { EXPIRED_TOKEN_CODE } from '#src/api/errors';
import { apiError } from '#server/http/api-error';

/** Google's published keys for Firebase ID tokens. */
const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface IdClaims {
  uid: string;
  email: string;
}

export interface IdTokenVerifier {
  verify(token: string, now: Date): Promise<IdClaims>;
}

const EXPIRED = () =>
  apiError(401, 'Tu sesión expiró. Inicia sesión de nuevo.', { code: EXPIRED_TOKEN_CODE });
const INVALID = () => apiError(401, 'Token de identidad no válido.');

function claimsOf(payload: JWTPayload): IdClaims {
  const uid = typeof payload.sub === 'string' ? payload.sub : '';
  if (!uid || uid.length > 128) throw INVALID();
  return { uid, email: typeof payload.email === 'string' ? payload.email : '' };
}

/**
 * The Firebase Auth emulator's tokens: unsigned (`alg: none`), so only the claims are checked.
 * Used only when FIREBASE_AUTH_EMULATOR_HOST is set (config refuses it in production). No check
 * that the sign-in (`auth_time`) lies in the past: it guards nothing on a token anyone can write,
 * and the emulator signs in by the machine's time while a test may have stopped the server's
 * clock days earlier (the live run, decision 051).
 */
export function emulatorVerifier(projectId: string): IdTokenVerifier {
  return {
    async verify(token, now) {
      let payload: JWTPayload;
      try {
        if (decodeProtectedHeader(token).alg !== 'none') throw INVALID();
        payload = decodeJwt(token);
      } catch {
        throw INVALID();
      }
      if (payload.aud !== projectId || payload.iss !== `https://securetoken.google.com/${projectId}`)
        throw INVALID();
      if (typeof payload.exp !== 'number') throw INVALID();
      if (payload.exp * 1000 <= now.getTime()) throw EXPIRED();
      return claimsOf(payload);
    },
  };
}

/**
 * Google's keys, fetched once and kept for as long as the answer's Cache-Control max-age says;
 * a token signed with a key not among them refetches (keys rotate), at most once a minute.
 */
function googleKeys(fetchKeys: typeof fetch) {
  let keys: ReturnType<typeof createLocalJWKSet> | undefined;
  let freshUntil = 0;
  let lastFetch = 0;
  const refresh = async (now: number) => {
    lastFetch = now;
    const response = await fetchKeys(GOOGLE_JWKS_URL);
    if (!response.ok) throw new Error(`Google JWKS answered ${response.status}`);
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    keys = createLocalJWKSet((await response.json()) as JSONWebKeySet);
    freshUntil = now + (maxAge ? Number(maxAge) * 1000 : 3_600_000);
  };
  return async (now: number, unknownKey = false) => {
    if (!keys || now >= freshUntil || (unknownKey && now - lastFetch > 60_000)) await refresh(now);
    return keys!;
  };
}

/** Production: RS256 tokens signed by Google for this Firebase project. */
export function googleVerifier(projectId: string, fetchKeys: typeof fetch = fetch): IdTokenVerifier {
  const keys = googleKeys(fetchKeys);
  const options = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    algorithms: ['RS256'],
  };
  const attempt = async (token: string, now: Date, unknownKey: boolean) =>
    jwtVerify(token, await keys(now.getTime(), unknownKey), { ...options, currentDate: now });
  return {
    async verify(token, now) {
      try {
        let result;
        try {
          result = await attempt(token, now, false);
        } catch (error) {
          if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
          result = await attempt(token, now, true);
        }
        const { auth_time: signedInAt } = result.payload;
        if (typeof signedInAt === 'number' && signedInAt * 1000 > now.getTime() + 60_000) throw INVALID();
        return claimsOf(result.payload);
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw EXPIRED();
        if (error instanceof errors.JOSEError) throw INVALID();
        throw error;
      }
    },
  };
}
