import { describe, expect, it } from 'vitest';
import {
  cardTypeOf,
  detectBrand,
  formatCardNumber,
  lastDigits,
  passesLuhn,
  savedCardType,
} from '#src/domain/card-brand';
import { cardEntryErrors, expiryError, formatExpiry, splitExpiry } from '#src/domain/card-entry';

describe('card numbers', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'mastercard'],
    ['3056930009020004', 'amex'],
  ])('card_type of %s is %s (first digit 3 amex, 4 visa, else mastercard)', (number, type) => {
    expect(cardTypeOf(number)).toBe(type);
  });

  it.each([
    ['visa', 'visa'],
    ['mastercard', 'mastercard'],
    ['MasterCard', 'mastercard'],
    ['amex', 'amex'],
    ['discover', 'amex'],
    [null, 'amex'],
  ])('a saved %s shows as %s', (stored, shown) => {
    expect(savedCardType(stored)).toBe(shown);
  });

  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', 'unknown'],
    ['', 'unknown'],
  ])('typing %s shows brand %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['4242', false],
  ])('Luhn %s → %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });

  it('groups as printed and keeps the last digits', () => {
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(lastDigits('4242 4242 4242 4242')).toBe('4242');
  });
});

describe('card entry', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026

  it.each([
    ['1', '', '1'],
    ['5', '', '05 / '],
    ['12', '1', '12 / '],
    ['12 / 3', '12 / ', '12 / 3'],
    ['1230', '', '12 / 30'],
    ['12 /', '12 / ', '12'],
  ])('typing %s after %s shows %s', (typed, previous, shown) => {
    expect(formatExpiry(typed, previous)).toBe(shown);
  });

  it('splits the expiry as the specs say: month first 2 characters, year from character 5', () => {
    expect(splitExpiry('12 / 30')).toEqual({ month: '12', year: '30' });
  });

  it.each([
    ['', 'expiryIncomplete'],
    ['12 / 3', 'expiryIncomplete'],
    ['13 / ', 'expiryMonthInvalid'],
    ['00 / 30', 'expiryMonthInvalid'],
    ['04 / 26', 'expiryPast'],
    ['12 / 25', 'expiryPast'],
    ['05 / 26', null],
    ['01 / 40', null],
  ])('expiry %s → %s', (expiry, error) => {
    expect(expiryError(expiry, now)).toBe(error);
  });

  it.each([
    [{ number: '4242424242424242', name: 'Ana', expiry: '12 / 30', cvc: '123' }, {}],
    [
      { number: '4242', name: ' ', expiry: '1', cvc: '1' },
      { number: 'numberIncomplete', name: 'nameMissing', expiry: 'expiryIncomplete', cvc: 'cvcIncomplete' },
    ],
    [{ number: '4242424242424241', name: 'Ana', expiry: '12 / 30', cvc: '123' }, { number: 'numberInvalid' }],
    [{ number: '378282246310005', name: 'Ana', expiry: '12 / 30', cvc: '123' }, { cvc: 'cvcIncomplete' }],
    [{ number: '378282246310005', name: 'Ana', expiry: '12 / 30', cvc: '1234' }, {}],
  ])('card %o → %o', (entry, errors) => {
    expect(cardEntryErrors(entry, now)).toEqual(errors);
  });

  it('can leave the name out (a card field without one)', () => {
    const entry = { number: '4242424242424242', name: '', expiry: '12 / 30', cvc: '123' };
    expect(cardEntryErrors(entry, now, { withName: false })).toEqual({});
  });
});
