import { describe, expect, it } from 'vitest';
import {
  hasUnlimitedAccess,
  isRowValidForClassType,
  pickCreditsRow,
  rowClassTypes,
} from '#src/domain/credits';

const now = new Date('2026-03-10T18:00:00.000Z');
const future = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('credits rows', () => {
  it('reads the class types a row is restricted to', () => {
    expect(rowClassTypes({ available_classes: 1, class_types: null })).toBeNull();
    expect(rowClassTypes({ available_classes: 1, class_types: '2, 3' })).toEqual([2, 3]);
    expect(rowClassTypes({ available_classes: 1, class_types: null, class_type_id: 4 })).toEqual([4]);
    expect(isRowValidForClassType({ available_classes: 1, class_types: '2' }, 1)).toBe(false);
    expect(isRowValidForClassType({ available_classes: 1, class_types: '' }, 1)).toBe(true);
  });

  it('takes the credit from the valid row that expires first', () => {
    const rows = [
      { available_class_id: 1, available_classes: 5, expiration_date: future(30), class_types: null },
      { available_class_id: 2, available_classes: 3, expiration_date: future(5), class_types: null },
      { available_class_id: 3, available_classes: 3, expiration_date: future(1), class_types: '2' },
      { available_class_id: 4, available_classes: 0, expiration_date: future(2), class_types: null },
      { available_class_id: 5, available_classes: 9, expiration_date: future(-1), class_types: null },
    ];
    expect(pickCreditsRow(rows, 1, now)?.available_class_id).toBe(2);
    expect(pickCreditsRow(rows, 2, now)?.available_class_id).toBe(3);
  });

  it('uses a row with no expiration last', () => {
    const rows = [
      { available_class_id: 1, available_classes: 5, expiration_date: null },
      { available_class_id: 2, available_classes: 5, expiration_date: future(90) },
    ];
    expect(pickCreditsRow(rows, 1, now)?.available_class_id).toBe(2);
  });

  it('finds nothing when every row is spent or expired', () => {
    const rows = [
      { available_classes: 0, expiration_date: future(10) },
      { available_classes: 4, expiration_date: future(-3) },
    ];
    expect(pickCreditsRow(rows, 1, now)).toBeUndefined();
  });
});

describe('unlimited access', () => {
  it('comes from a membership that has not ended', () => {
    expect(
      hasUnlimitedAccess({ has_unlimited: true, unlimited_membership_expiration: future(3) }, [], now),
    ).toBe(true);
    expect(
      hasUnlimitedAccess({ has_unlimited: true, unlimited_membership_expiration: future(-3) }, [], now),
    ).toBe(false);
    expect(hasUnlimitedAccess({ has_unlimited: false, unlimited_membership_expiration: null }, [], now)).toBe(
      false,
    );
  });

  it('comes from an unexpired row of -1', () => {
    expect(hasUnlimitedAccess({}, [{ available_classes: -1, expiration_date: future(1) }], now)).toBe(true);
    expect(hasUnlimitedAccess({}, [{ available_classes: -1, expiration_date: future(-1) }], now)).toBe(false);
  });
});
