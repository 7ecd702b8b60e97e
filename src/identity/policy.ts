import type { PasswordPolicy as SdkPasswordPolicy } from 'firebase/auth';
import {
  DEFAULT_MIN_PASSWORD_LENGTH,
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
} from '#src/domain/password-policy';

/** The SDK's view of the project's policy, in the domain's terms. */
export function fromSdkPolicy(policy: SdkPasswordPolicy): PasswordPolicy {
  // Not enforced: the server only applies its built-in six-character floor.
  if (policy.enforcementState === 'OFF') return DEFAULT_PASSWORD_POLICY;
  const options = policy.customStrengthOptions;
  return {
    minLength: options.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH,
    maxLength: options.maxPasswordLength ?? null,
    requireLowercase: options.containsLowercaseLetter ?? false,
    requireUppercase: options.containsUppercaseLetter ?? false,
    requireDigit: options.containsNumericCharacter ?? false,
    requireSymbol: options.containsNonAlphanumericCharacter ?? false,
    allowedSymbols: policy.allowedNonAlphanumericCharacters || null,
  };
}
