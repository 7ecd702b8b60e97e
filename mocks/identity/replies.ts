import { HttpResponse, type JsonBodyType as JsonBody } from 'msw';

/** Hosts the Firebase SDK calls; with an emulator they become paths on the emulator's origin. */
export const IDENTITY_TOOLKIT = '*/identitytoolkit.googleapis.com';
export const SECURE_TOKEN = '*/securetoken.googleapis.com';

/**
 * Google's error body. The SDK reads `error.message`, splits it on ' : ' and maps the first
 * part (EMAIL_EXISTS, INVALID_PASSWORD…) to an `auth/…` code. Thrown, so any depth can stop
 * a handler (MSW answers a thrown Response as is).
 */
export function identityError(message: string, status = 400): HttpResponse<JsonBody> {
  return HttpResponse.json(
    { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
    { status },
  );
}

/** The request's JSON body as a loose record; the SDK always sends an object. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are case-insensitive for the identity provider; accounts keep them lower-cased. */
export function normalizeEmail(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const email = value.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw identityError('INVALID_EMAIL');
  return email;
}

export function requireEmail(body: Record<string, unknown>): string {
  const email = normalizeEmail(optionalString(body, 'email'));
  if (!email) throw identityError('MISSING_EMAIL');
  return email;
}
