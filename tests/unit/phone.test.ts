import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, phoneError, PHONE_FORMAT_MESSAGE } from '#src/domain/phone';

describe('normalizePhone', () => {
  it('keeps only digits', () => {
    expect(normalizePhone('(55) 1234-5678')).toBe('5512345678');
  });

  it('cuts to ten digits', () => {
    expect(normalizePhone('+52 55 1234 5678')).toBe('5255123456');
  });

  it('gives an empty string when nothing is a digit', () => {
    expect(normalizePhone('sin teléfono')).toBe('');
  });
});

describe('isValidPhone', () => {
  it.each(['5512345678', '+5512345678', '(551) 234-5678', '551.234.5678', '551 234 567890'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each(['551234567', '55-1234-5678x', 'abc1234567', '', '5512345678901'])('rejects "%s"', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('phoneError', () => {
  it('names the format problem in Spanish', () => {
    expect(phoneError('123')).toBe(PHONE_FORMAT_MESSAGE);
    expect(PHONE_FORMAT_MESSAGE).toBe('El formato del teléfono no es correcto.');
  });

  it('is null for a good phone', () => {
    expect(phoneError('5512345678')).toBeNull();
  });
});
