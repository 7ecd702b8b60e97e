import { describe, expect, it } from 'vitest';
import { auditObjectType } from '#src/domain/audit';
import {
  creditsAfterGrant,
  creditsAfterRemoval,
  creditsAfterRevoke,
  creditTotal,
  removableCredits,
} from '#src/domain/customer-access';

const now = new Date('2026-11-18T16:00:00Z');
const rows = [
  { available_classes: 10, expiration_date: '2026-12-18T00:00:00Z', purchase_id: 1 },
  { available_classes: 5, expiration_date: null, purchase_id: 2 },
  { available_classes: 4, expiration_date: '2026-11-01T00:00:00Z', purchase_id: 3 },
];

describe('credits before and after an access action', () => {
  it.each([
    ['counts unexpired rows', rows, 15],
    ['an unlimited row makes it unlimited', [...rows, { available_classes: -1 }], 'unlimited'],
    [
      'an expired unlimited row does not',
      [{ available_classes: -1, expiration_date: '2026-01-01T00:00:00Z' }],
      0,
    ],
    ['nothing', [], 0],
  ] as const)('%s', (_, list, expected) => expect(creditTotal(list, now)).toBe(expected));

  it.each([
    [15, 5, 20],
    [15, -1, 'unlimited'],
    ['unlimited', 5, 'unlimited'],
    [0, null, 0],
  ] as const)('grant: %s + %s → %s', (before, amount, after) =>
    expect(creditsAfterGrant(before, amount)).toBe(after),
  );

  it('revoke removes only the purchase’s rows', () => {
    expect(creditsAfterRevoke(rows, 2, now)).toBe(10);
    expect(creditsAfterRevoke(rows, 99, now)).toBe(15);
  });

  it('remove subtracts, never below zero, and leaves unlimited alone', () => {
    expect(creditsAfterRemoval(15, 2)).toBe(13);
    expect(creditsAfterRemoval(1, 5)).toBe(0);
    expect(creditsAfterRemoval('unlimited', 5)).toBe('unlimited');
    expect(removableCredits([...rows, { available_classes: -1 }], now)).toBe(15);
  });
});

describe('audit object types', () => {
  it.each([
    ['class_package_id', 'class_package'],
    ['CustomSpotMap_id', 'custom_spot_map'],
    ['customer_id', 'customer'],
  ])('%s → %s', (idKey, type) => expect(auditObjectType(idKey)).toBe(type));
});
