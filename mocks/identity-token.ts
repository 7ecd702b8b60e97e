/**
 * Identity tokens as the Firebase Auth emulator issues them: unsigned JWTs (`alg: none`) with
 * the same claims as real ID tokens. The `/api` mocks accept only these and identify the
 * customer by `user_id`.
 */
export const MOCK_PROJECT_ID = 'studio-mock';
export const ID_TOKEN_TTL_SECONDS = 3600;

// The projects whose emulator tokens the `/api` mocks accept: the mocks' own, and the `demo-`
// project of a real Firebase Auth emulator that `npm run mock:server` is told to trust
// (MOCK_IDENTITY_PROJECT, decision 033).
const acceptedProjects = new Set([MOCK_PROJECT_ID]);

export function acceptIdentityProject(projectId: string): void {
  acceptedProjects.add(projectId);
}

export interface IdTokenClaims {
  iss: string;
  aud: string;
  auth_time: number;
  user_id: string;
  sub: string;
  iat: number;
  exp: number;
  email: string;
  email_verified: boolean;
  firebase: { identities: Record<string, string[]>; sign_in_provider: string };
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(part: string): string {
  const padded = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function mintIdToken(input: {
  uid: string;
  email: string;
  now: Date;
  authTime?: Date;
  provider?: string;
  ttlSeconds?: number;
}): string {
  const iat = Math.floor(input.now.getTime() / 1000);
  const claims: IdTokenClaims = {
    iss: `https://securetoken.google.com/${MOCK_PROJECT_ID}`,
    aud: MOCK_PROJECT_ID,
    auth_time: Math.floor((input.authTime ?? input.now).getTime() / 1000),
    user_id: input.uid,
    sub: input.uid,
    iat,
    exp: iat + (input.ttlSeconds ?? ID_TOKEN_TTL_SECONDS),
    email: input.email,
    email_verified: false,
    firebase: { identities: { email: [input.email] }, sign_in_provider: input.provider ?? 'password' },
  };
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;
}

export type TokenReading =
  { kind: 'valid'; claims: IdTokenClaims } | { kind: 'expired' } | { kind: 'invalid' };

export function readIdToken(token: string, now: Date): TokenReading {
  const [header, payload] = token.split('.');
  if (!header || !payload) return { kind: 'invalid' };
  try {
    const head = JSON.parse(fromBase64url(header)) as { alg?: string };
    const claims = JSON.parse(fromBase64url(payload)) as Partial<IdTokenClaims>;
    if (head.alg !== 'none' || typeof claims.user_id !== 'string' || typeof claims.exp !== 'number') {
      return { kind: 'invalid' };
    }
    if (typeof claims.aud !== 'string' || !acceptedProjects.has(claims.aud)) return { kind: 'invalid' };
    if (claims.exp * 1000 <= now.getTime()) return { kind: 'expired' };
    return { kind: 'valid', claims: claims as IdTokenClaims };
  } catch {
    return { kind: 'invalid' };
  }
}
