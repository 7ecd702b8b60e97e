/**
 * Why an identity call failed, as a closed set: the session machine branches on `kind` and the
 * views pick the catalogue's text. Built from Firebase's `auth/…` error codes.
 */
export type IdentityFailure =
  | { kind: 'userNotFound' }
  | { kind: 'wrongPassword' }
  /** What projects with email-enumeration protection answer for both of the above. */
  | { kind: 'invalidCredential' }
  | { kind: 'emailInUse' }
  | { kind: 'weakPassword'; message: string }
  | { kind: 'invalidEmail' }
  /** The email link is not a sign-in link, was already used, or expired. */
  | { kind: 'invalidLink' }
  /** The email link was opened where the address it went to is not known: ask for it. */
  | { kind: 'emailRequired' }
  | { kind: 'tooManyRequests' }
  | { kind: 'network' }
  | { kind: 'popupClosed' }
  | { kind: 'unknown'; code: string | null; message: string };

export class IdentityError extends Error {
  readonly failure: IdentityFailure;

  constructor(failure: IdentityFailure) {
    super('message' in failure ? failure.message : failure.kind);
    this.name = 'IdentityError';
    this.failure = failure;
  }
}

const BY_CODE: Record<string, IdentityFailure> = {
  'auth/user-not-found': { kind: 'userNotFound' },
  'auth/wrong-password': { kind: 'wrongPassword' },
  'auth/invalid-credential': { kind: 'invalidCredential' },
  'auth/invalid-login-credentials': { kind: 'invalidCredential' },
  'auth/email-already-in-use': { kind: 'emailInUse' },
  'auth/invalid-email': { kind: 'invalidEmail' },
  'auth/missing-email': { kind: 'invalidEmail' },
  'auth/invalid-action-code': { kind: 'invalidLink' },
  'auth/expired-action-code': { kind: 'invalidLink' },
  'auth/too-many-requests': { kind: 'tooManyRequests' },
  'auth/network-request-failed': { kind: 'network' },
  'auth/popup-closed-by-user': { kind: 'popupClosed' },
  'auth/cancelled-popup-request': { kind: 'popupClosed' },
  'auth/user-cancelled': { kind: 'popupClosed' },
};

const WEAK_PASSWORD_CODES = [
  'auth/weak-password',
  'auth/password-does-not-meet-requirements',
  'auth/missing-password',
];

function readField(error: unknown, key: string): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** The SDK prefixes messages with "Firebase: " and suffixes the code; keep the server's words. */
function plainMessage(message: string): string {
  return message.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/[^)]+\)\.?$/, '');
}

export function toIdentityFailure(error: unknown): IdentityFailure {
  if (error instanceof IdentityError) return error.failure;
  const code = readField(error, 'code');
  const message = plainMessage(readField(error, 'message') ?? String(error));
  if (code && WEAK_PASSWORD_CODES.includes(code)) return { kind: 'weakPassword', message };
  return (code && BY_CODE[code]) || { kind: 'unknown', code, message };
}
