/**
 * The identity provider's password policy (spec section 5): a minimum length (6 unless the
 * project says otherwise), an optional maximum, and optional lowercase, uppercase, numeric and
 * non-alphanumeric requirements. The checks follow Firebase's own (ASCII letters and digits;
 * symbols from the policy's allowed list), so what the form accepts the server accepts.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
  /** Characters that count as symbols; null: anything that is not an ASCII letter or digit. */
  allowedSymbols: string | null;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: DEFAULT_MIN_PASSWORD_LENGTH,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: false,
  requireSymbol: false,
  allowedSymbols: null,
};

export type PasswordRequirement =
  | { kind: 'minLength'; min: number }
  | { kind: 'maxLength'; max: number }
  | { kind: 'lowercase' }
  | { kind: 'uppercase' }
  | { kind: 'digit' }
  | { kind: 'symbol' };

const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isDigit = (c: string) => c >= '0' && c <= '9';

/** What the password still lacks under the policy, in the order the form lists it; empty when it complies. */
export function missingPasswordRequirements(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): PasswordRequirement[] {
  const chars = [...password];
  const isSymbol = (c: string) =>
    policy.allowedSymbols === null
      ? !isLower(c) && !isUpper(c) && !isDigit(c)
      : policy.allowedSymbols.includes(c);
  const missing: PasswordRequirement[] = [];
  // Length counts UTF-16 units, as the SDK and the server do.
  if (password.length < policy.minLength) missing.push({ kind: 'minLength', min: policy.minLength });
  if (policy.maxLength !== null && password.length > policy.maxLength) {
    missing.push({ kind: 'maxLength', max: policy.maxLength });
  }
  if (policy.requireLowercase && !chars.some(isLower)) missing.push({ kind: 'lowercase' });
  if (policy.requireUppercase && !chars.some(isUpper)) missing.push({ kind: 'uppercase' });
  if (policy.requireDigit && !chars.some(isDigit)) missing.push({ kind: 'digit' });
  if (policy.requireSymbol && !chars.some(isSymbol)) missing.push({ kind: 'symbol' });
  return missing;
}

/** The texts for each requirement (`es.password`); `{min}` and `{max}` are filled in. */
export interface PasswordRequirementTexts {
  minLength: string;
  maxLength: string;
  lowercase: string;
  uppercase: string;
  digit: string;
  symbol: string;
}

export function describePasswordRequirement(
  requirement: PasswordRequirement,
  texts: PasswordRequirementTexts,
): string {
  switch (requirement.kind) {
    case 'minLength':
      return texts.minLength.replace('{min}', String(requirement.min));
    case 'maxLength':
      return texts.maxLength.replace('{max}', String(requirement.max));
    default:
      return texts[requirement.kind];
  }
}
