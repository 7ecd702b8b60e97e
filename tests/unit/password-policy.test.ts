import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_POLICY,
  describePasswordRequirement,
  missingPasswordRequirements,
  type PasswordPolicy,
} from '#src/domain/password-policy';
import { es } from '#src/i18n/es';

const strict: PasswordPolicy = {
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
  requireSymbol: true,
  allowedSymbols: '!@#$',
};

describe('the password policy rule', () => {
  it('asks only for six characters by default', () => {
    expect(missingPasswordRequirements('12345')).toEqual([{ kind: 'minLength', min: 6 }]);
    expect(missingPasswordRequirements('123456')).toEqual([]);
    expect(missingPasswordRequirements('', DEFAULT_PASSWORD_POLICY)).toEqual([{ kind: 'minLength', min: 6 }]);
  });

  it('lists everything a password lacks, in order', () => {
    expect(missingPasswordRequirements('abc', strict)).toEqual([
      { kind: 'minLength', min: 8 },
      { kind: 'uppercase' },
      { kind: 'digit' },
      { kind: 'symbol' },
    ]);
    expect(missingPasswordRequirements('ABCDEFGHIJKLM1!', strict)).toEqual([
      { kind: 'maxLength', max: 12 },
      { kind: 'lowercase' },
    ]);
    expect(missingPasswordRequirements('Abcdef1!', strict)).toEqual([]);
  });

  it('counts as a symbol only the allowed characters, or any non-alphanumeric when none are listed', () => {
    expect(missingPasswordRequirements('Abcdef1%', strict)).toEqual([{ kind: 'symbol' }]);
    expect(missingPasswordRequirements('Abcdef1%', { ...strict, allowedSymbols: null })).toEqual([]);
  });

  it('treats only ASCII letters as lower and upper case, as Firebase does', () => {
    const policy = { ...DEFAULT_PASSWORD_POLICY, requireLowercase: true, requireUppercase: true };
    expect(missingPasswordRequirements('ñúéÑÁÉ', policy)).toEqual([
      { kind: 'lowercase' },
      { kind: 'uppercase' },
    ]);
  });

  it('describes each missing requirement in Spanish', () => {
    const texts = missingPasswordRequirements('abc', strict).map((r) =>
      describePasswordRequirement(r, es.password),
    );
    expect(texts).toEqual([
      'Al menos 8 caracteres',
      'Una letra mayúscula',
      'Un número',
      'Un carácter especial (por ejemplo ! @ # $)',
    ]);
    expect(describePasswordRequirement({ kind: 'maxLength', max: 12 }, es.password)).toBe(
      'Como máximo 12 caracteres',
    );
  });
});
