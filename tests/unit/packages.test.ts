import { describe, expect, it } from 'vitest';
import {
  checkoutPath,
  isTrialPackage,
  packagePrices,
  packagesRoutePaths,
  regularPackages,
  trialPackages,
  type PackageListing,
} from '#src/domain/packages';

const pkg = (over: Partial<PackageListing> & { class_package_id: number }): PackageListing => ({
  price: 100,
  class_amount: 5,
  ...over,
});

describe('isTrialPackage', () => {
  it.each([
    ['is_trial set', { is_trial: true, class_amount: 3 }, true],
    ['one class, once per customer', { class_amount: 1, limit_per_customer: 1 }, true],
    ['one class, no limit', { class_amount: 1, limit_per_customer: null }, false],
    ['one class, twice per customer', { class_amount: 1, limit_per_customer: 2 }, false],
    ['five classes, once per customer', { class_amount: 5, limit_per_customer: 1 }, false],
    ['unlimited', { class_amount: -1 }, false],
  ])('%s → %s', (_label, over, expected) => {
    expect(isTrialPackage(pkg({ class_package_id: 1, ...over }))).toBe(expected);
  });
});

describe('the two lists', () => {
  const catalogue = [
    pkg({ class_package_id: 1, is_trial: true, limit_per_customer: 1, class_amount: 1, order: 0 }),
    pkg({ class_package_id: 2, order: 3 }),
    pkg({ class_package_id: 3, order: 1 }),
    pkg({ class_package_id: 4, is_special_event: true, order: 0 }),
    pkg({ class_package_id: 5, class_amount: 1, limit_per_customer: 1, order: 9 }),
    pkg({ class_package_id: 6, order: null }),
    pkg({ class_package_id: 7, order: 1 }),
    pkg({ class_package_id: 8, class_amount: 10, limit_per_customer: 1, order: 2 }),
  ];

  it('trials: is_trial or one class once per customer, by order', () => {
    expect(trialPackages(catalogue).map((p) => p.class_package_id)).toEqual([1, 5]);
  });

  it('regular: no special events, no once-per-customer packages, by order (ties by id, unordered last)', () => {
    expect(regularPackages(catalogue).map((p) => p.class_package_id)).toEqual([3, 7, 2, 6]);
  });

  it('does not reorder the list it is given', () => {
    const copy = [...catalogue];
    regularPackages(catalogue);
    expect(catalogue).toEqual(copy);
  });
});

describe('packagePrices', () => {
  it.each([
    [
      { price: 1500, sale_price: 1350 },
      { current: 1350, regular: 1500 },
    ],
    [
      { price: 800, sale_price: null },
      { current: 800, regular: null },
    ],
    [{ price: 800 }, { current: 800, regular: null }],
    [
      { price: 800, sale_price: 800 },
      { current: 800, regular: null },
    ],
    [
      { price: 500, sale_price: 0 },
      { current: 0, regular: 500 },
    ],
    [
      { price: 99.999, sale_price: null },
      { current: 100, regular: null },
    ],
  ])('%o → %o', (input, expected) => {
    expect(packagePrices(input)).toEqual(expected);
  });
});

describe('routes', () => {
  it.each([
    ['/paquetes', ['paquetes']],
    ['', ['paquetes']],
    [null, ['paquetes']],
    ['/membresias', ['paquetes', 'membresias']],
    ['membresias/', ['paquetes', 'membresias']],
    ['/a/b', ['paquetes']],
  ])('configured %s → %o', (configured, expected) => {
    expect(packagesRoutePaths(configured)).toEqual(expected);
  });

  it('buys at /checkout/{id}', () => {
    expect(checkoutPath(152)).toBe('/checkout/152');
  });
});
