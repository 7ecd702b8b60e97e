import { mockNow } from '#mocks/clock';
import { db, type IdentityAccountRecord } from '#mocks/db';
import { ID_TOKEN_TTL_SECONDS, mintIdToken, readIdToken } from '#mocks/identity-token';
import { identityError } from './replies';

/** What every sign-in answer carries: the emulator-style tokens for the account. */
export interface IssuedTokens {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

const REFRESH_PREFIX = 'mock-refresh';

/**
 * Refresh tokens name the account, the sign-in provider and the original sign-in time, so they
 * stay valid across a browser reload (only the database is persisted) and a refreshed id
 * token keeps `auth_time` and `sign_in_provider`.
 */
function refreshTokenFor(localId: string, provider: string, authTime: Date): string {
  const nonce = Math.random().toString(36).slice(2, 10);
  return [REFRESH_PREFIX, localId, provider, String(authTime.getTime()), nonce]
    .map(encodeURIComponent)
    .join('.');
}

export function issueTokens(
  account: IdentityAccountRecord,
  provider: string,
  authTime: Date = mockNow(),
): IssuedTokens {
  const idToken = mintIdToken({
    uid: account.localId,
    email: account.email,
    now: mockNow(),
    authTime,
    provider,
  });
  return {
    idToken,
    refreshToken: refreshTokenFor(account.localId, provider, authTime),
    expiresIn: String(ID_TOKEN_TTL_SECONDS),
  };
}

export function readRefreshToken(token: string): { localId: string; provider: string; authTime: Date } {
  const [prefix, localId, provider, authTime] = token.split('.').map(decodeURIComponent);
  if (prefix !== REFRESH_PREFIX || !localId || !provider || !Number(authTime)) {
    throw identityError('INVALID_REFRESH_TOKEN');
  }
  return { localId, provider, authTime: new Date(Number(authTime)) };
}

export interface TokenHolder {
  account: IdentityAccountRecord;
  /** How the token's session signed in, kept when the server reissues tokens. */
  provider: string;
  authTime: Date;
}

/** The account an id token belongs to, with the emulator's answers for bad or old tokens. */
export function accountFromIdToken(idToken: unknown): TokenHolder {
  if (typeof idToken !== 'string' || !idToken) throw identityError('MISSING_ID_TOKEN');
  const reading = readIdToken(idToken, mockNow());
  if (reading.kind === 'invalid') throw identityError('INVALID_ID_TOKEN');
  // The mock clock can run ahead of the SDK's own clock, so the SDK may send a token it still
  // trusts; the server's verdict wins and the SDK signs the user out, as against a real server.
  if (reading.kind === 'expired') throw identityError('TOKEN_EXPIRED');
  const account = findAccountById(reading.claims.user_id);
  if (!account) throw identityError('USER_NOT_FOUND');
  if (account.disabled) throw identityError('USER_DISABLED');
  const { claims } = reading;
  return { account, provider: claims.firebase.sign_in_provider, authTime: new Date(claims.auth_time * 1000) };
}

export function findAccountById(localId: string): IdentityAccountRecord | undefined {
  return db.identityAccounts.findFirst((q) => q.where({ localId }));
}

export function findAccountByEmail(email: string): IdentityAccountRecord | undefined {
  return db.identityAccounts.findFirst((q) => q.where({ email }));
}
