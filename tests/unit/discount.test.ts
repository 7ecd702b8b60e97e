import { describe, expect, it } from 'vitest';
import { applyDiscount, discountedPrice, listedPrice } from '#src/domain/discount';

const percent = (amount: number) => ({ amount, is_percent: true });
const fixed = (amount: number) => ({ amount, is_percent: false });

describe('applyDiscount', () => {
  it('takes a percentage off', () => {
    expect(applyDiscount(1599, percent(10))).toBe(1439.1);
    expect(applyDiscount(800, percent(50))).toBe(400);
  });

  it('takes a fixed amount off', () => {
    expect(applyDiscount(1500, fixed(100))).toBe(1400);
  });

  it('rounds to two decimals', () => {
    expect(applyDiscount(99.99, percent(15))).toBe(84.99);
    expect(applyDiscount(10, percent(33.333))).toBe(6.67);
  });

  it('never goes below zero', () => {
    expect(applyDiscount(99, fixed(100))).toBe(0);
    expect(applyDiscount(99, percent(150))).toBe(0);
  });
});

describe('discountedPrice', () => {
  const regular = { price: 180, sale_price: null };
  const stackable = { price: 800, sale_price: 750, allow_discount_over_sale_price: true };
  const notStackable = { price: 1500, sale_price: 1350, allow_discount_over_sale_price: false };

  it('is the offer price, or the price, without a code', () => {
    expect(listedPrice(regular)).toBe(180);
    expect(discountedPrice(stackable, null)).toBe(750);
    expect(discountedPrice(notStackable, undefined)).toBe(1350);
  });

  it('discounts the regular price of a package without an offer', () => {
    expect(discountedPrice(regular, percent(10))).toBe(162);
  });

  it('discounts the offer price only when allow_discount_over_sale_price', () => {
    expect(discountedPrice(stackable, percent(10))).toBe(675);
    expect(discountedPrice(stackable, fixed(100))).toBe(650);
  });

  it('otherwise discounts the regular price, never above the offer price', () => {
    expect(discountedPrice(notStackable, percent(20))).toBe(1200);
    expect(discountedPrice(notStackable, fixed(100))).toBe(1350);
  });
});

// §5 discount arithmetic as one table: the seeded packages and codes QA uses at checkout.
describe('discount math table (§5)', () => {
  const five = { price: 800, sale_price: 750, allow_discount_over_sale_price: true };
  const ten = { price: 1500, sale_price: 1350, allow_discount_over_sale_price: false };
  const single = { price: 180, sale_price: null };
  const subscription = { price: 1599, sale_price: null };
  it.each([
    ['BIENVENIDA10 on 5 clases (over the offer)', five, percent(10), 675],
    ['MENOS100 on 5 clases (over the offer)', five, fixed(100), 650],
    ['BIENVENIDA10 on 10 clases (regular price, capped at the offer)', ten, percent(10), 1350],
    ['30% on 10 clases (regular price)', ten, percent(30), 1050],
    ['BIENVENIDA10 on 1 clase', single, percent(10), 162],
    ['PRIMERMES on the subscription (two decimals)', subscription, percent(50), 799.5],
    ['15% of 1599 rounds to cents', subscription, percent(15), 1359.15],
    ['a fixed code larger than the price', single, fixed(500), 0],
  ])('%s', (_, pkg, code, total) => {
    expect(discountedPrice(pkg, code)).toBe(total);
  });
});
