import { mockNow } from '#mocks/clock';
import { db, type IdentityAccountRecord } from '#mocks/db';
import { identityError } from './replies';
import { identityPasswordPolicy } from './switches';

/** A uid shaped like Firebase's: 28 letters and digits. */
export function newLocalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 28; i += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}

export async function createAccount(
  fields: Pick<IdentityAccountRecord, 'email' | 'password' | 'providerIds'> &
    Partial<Pick<IdentityAccountRecord, 'displayName' | 'emailVerified'>>,
): Promise<IdentityAccountRecord> {
  const now = mockNow().toISOString();
  return db.identityAccounts.create({
    localId: newLocalId(),
    displayName: null,
    emailVerified: false,
    createdAt: now,
    lastLoginAt: now,
    disabled: false,
    ...fields,
  });
}

export async function updateAccount(
  localId: string,
  changes: Partial<Omit<IdentityAccountRecord, 'localId'>>,
): Promise<IdentityAccountRecord> {
  const updated = await db.identityAccounts.update((q) => q.where({ localId }), {
    data(record) {
      Object.assign(record, changes);
    },
  });
  if (!updated) throw identityError('USER_NOT_FOUND');
  return updated;
}

export function recordLogin(
  account: IdentityAccountRecord,
  provider?: string,
): Promise<IdentityAccountRecord> {
  const providerIds =
    provider && !account.providerIds.includes(provider)
      ? [...account.providerIds, provider]
      : account.providerIds;
  return updateAccount(account.localId, { lastLoginAt: mockNow().toISOString(), providerIds });
}

/**
 * The server's password checks: the classic WEAK_PASSWORD under six characters, then the
 * project's policy when it is enforced (PASSWORD_DOES_NOT_MEET_REQUIREMENTS, which makes the
 * SDK fetch the policy again).
 */
export function checkNewPassword(password: string | undefined): string {
  if (!password) throw identityError('MISSING_PASSWORD');
  if (password.length < 6) throw identityError('WEAK_PASSWORD : Password should be at least 6 characters');
  const policy = identityPasswordPolicy();
  if (policy.enforcementState !== 'ENFORCE') return password;
  const options = policy.customStrengthOptions;
  const missing: string[] = [];
  if (options.minPasswordLength && password.length < options.minPasswordLength) {
    missing.push(`Password must contain at least ${options.minPasswordLength} characters`);
  }
  if (options.maxPasswordLength && password.length > options.maxPasswordLength) {
    missing.push(`Password may contain at most ${options.maxPasswordLength} characters`);
  }
  if (options.containsLowercaseCharacter && !/[a-z]/.test(password))
    missing.push('Password must contain a lower case character');
  if (options.containsUppercaseCharacter && !/[A-Z]/.test(password))
    missing.push('Password must contain an upper case character');
  if (options.containsNumericCharacter && !/[0-9]/.test(password))
    missing.push('Password must contain a numeric character');
  if (
    options.containsNonAlphanumericCharacter &&
    ![...password].some((c) => policy.allowedNonAlphanumericCharacters.includes(c))
  ) {
    missing.push('Password must contain a non-alphanumeric character');
  }
  if (missing.length > 0) {
    throw identityError(
      `PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [${missing.join(', ')}]`,
    );
  }
  return password;
}

/** An account as `accounts:lookup` shows it; the SDK builds `User` from these fields. */
export function accountView(account: IdentityAccountRecord) {
  return {
    localId: account.localId,
    email: account.email,
    emailVerified: account.emailVerified,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    providerUserInfo: account.providerIds.map((providerId) => ({
      providerId,
      email: account.email,
      federatedId: account.email,
      rawId: account.email,
      ...(account.displayName ? { displayName: account.displayName } : {}),
    })),
    // Only whether a password exists matters to the SDK; the emulator redacts it the same way.
    ...(account.password ? { passwordHash: 'UkVEQUNURUQ=' } : {}),
    disabled: account.disabled,
    createdAt: String(Date.parse(account.createdAt)),
    lastLoginAt: String(Date.parse(account.lastLoginAt ?? account.createdAt)),
  };
}
