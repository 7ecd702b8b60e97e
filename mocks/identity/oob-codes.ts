import { mockNow } from '#mocks/clock';
import { db, type IdentityOobCodeRecord } from '#mocks/db';
import { identityError } from './replies';

export type OobRequestType = 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_EMAIL';

const MODE: Record<OobRequestType, string> = {
  PASSWORD_RESET: 'resetPassword',
  EMAIL_SIGNIN: 'signIn',
  VERIFY_EMAIL: 'verifyEmail',
};

/**
 * The link the "email" would carry. With `handleCodeInApp` the app's own page receives the
 * action parameters (what Firebase's hosted handler redirects to); otherwise the emulator's
 * action page, as the real emulator prints it.
 */
function linkFor(input: {
  requestType: OobRequestType;
  oobCode: string;
  apiKey: string;
  emulatorOrigin: string;
  continueUrl: string | undefined;
  handleCodeInApp: boolean;
}): string {
  const inApp = input.handleCodeInApp && input.continueUrl;
  const url = new URL(inApp ? input.continueUrl! : '/emulator/action', input.emulatorOrigin);
  url.searchParams.set('mode', MODE[input.requestType]);
  url.searchParams.set('oobCode', input.oobCode);
  url.searchParams.set('apiKey', input.apiKey);
  url.searchParams.set('lang', 'es');
  if (!inApp && input.continueUrl) url.searchParams.set('continueUrl', input.continueUrl);
  return url.href;
}

export async function issueOobCode(
  input: Omit<Parameters<typeof linkFor>[0], 'oobCode'> & { email: string },
): Promise<IdentityOobCodeRecord> {
  const oobCode = `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return db.identityOobCodes.create({
    oobCode,
    email: input.email,
    requestType: input.requestType,
    oobLink: linkFor({ ...input, oobCode }),
    createdAt: mockNow().toISOString(),
  });
}

/** Codes are single-use: taking one removes it. */
export function takeOobCode(oobCode: unknown, requestType: OobRequestType): IdentityOobCodeRecord {
  const record = peekOobCode(oobCode, requestType);
  db.identityOobCodes.delete((q) => q.where({ oobCode: record.oobCode }));
  return record;
}

export function peekOobCode(oobCode: unknown, requestType: OobRequestType): IdentityOobCodeRecord {
  if (typeof oobCode !== 'string' || !oobCode) throw identityError('MISSING_OOB_CODE');
  const record = db.identityOobCodes.findFirst((q) => q.where({ oobCode }));
  if (!record || record.requestType !== requestType) throw identityError('INVALID_OOB_CODE');
  return record;
}

/**
 * The codes "sent" so far, newest last, optionally for one email: what tests and the QA panel
 * use to follow an email link (the emulator's `GET /emulator/v1/projects/{id}/oobCodes`).
 */
export function issuedOobCodes(email?: string): IdentityOobCodeRecord[] {
  const all = db.identityOobCodes.all();
  return email ? all.filter((code) => code.email === email.toLowerCase()) : all;
}
