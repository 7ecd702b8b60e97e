import { describe, expect, it } from 'vitest';
import { formatMxn, roundMoney } from '#src/domain/money';

describe('formatMxn', () => {
  it('writes pesos with comma thousands and two decimals', () => {
    expect(formatMxn(1350)).toBe('$1,350.00');
    expect(formatMxn(99)).toBe('$99.00');
    expect(formatMxn(0)).toBe('$0.00');
    expect(formatMxn(1234567.5)).toBe('$1,234,567.50');
    expect(formatMxn(999.999)).toBe('$1,000.00');
  });

  it('puts the minus before the sign and never prints a negative zero', () => {
    expect(formatMxn(-50)).toBe('-$50.00');
    expect(formatMxn(-0.001)).toBe('$0.00');
  });
});

describe('roundMoney', () => {
  it('rounds to cents, half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(1439.1)).toBe(1439.1);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(-0.125)).toBe(-0.13);
  });
});
