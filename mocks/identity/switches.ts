/**
 * Project settings of the mock identity provider that QA scenarios can flip. They live in
 * memory, not in the database, and a reseed puts them back (see `seedIdentity`).
 */

/** The v2 password policy as Identity Platform answers it (`GET v2/passwordPolicy`). */
export interface IdentityPasswordPolicy {
  customStrengthOptions: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  allowedNonAlphanumericCharacters: string[];
  enforcementState: 'ENFORCE' | 'OFF';
  forceUpgradeOnSignin: boolean;
  /** The SDK refuses any policy whose schema version is not 1. */
  schemaVersion: 1;
}

/** Firebase's default: six characters, nothing else. */
export const DEFAULT_IDENTITY_PASSWORD_POLICY: IdentityPasswordPolicy = {
  customStrengthOptions: { minPasswordLength: 6, maxPasswordLength: 4096 },
  allowedNonAlphanumericCharacters: [...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'],
  enforcementState: 'ENFORCE',
  forceUpgradeOnSignin: false,
  schemaVersion: 1,
};

let enumerationProtection = false;
let passwordPolicy: IdentityPasswordPolicy = DEFAULT_IDENTITY_PASSWORD_POLICY;

/**
 * Projects created since September 2023 have email-enumeration protection on: a bad email or
 * a bad password both answer INVALID_LOGIN_CREDENTIALS (`auth/invalid-credential`), and a
 * password reset for an unknown email succeeds silently. Off by default (the classic codes).
 */
export function setEmailEnumerationProtection(enabled: boolean): void {
  enumerationProtection = enabled;
}

export function emailEnumerationProtection(): boolean {
  return enumerationProtection;
}

export function setIdentityPasswordPolicy(policy: IdentityPasswordPolicy): void {
  passwordPolicy = policy;
}

export function identityPasswordPolicy(): IdentityPasswordPolicy {
  return passwordPolicy;
}

export function resetIdentitySwitches(): void {
  enumerationProtection = false;
  passwordPolicy = DEFAULT_IDENTITY_PASSWORD_POLICY;
}
