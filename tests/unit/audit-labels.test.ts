import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditObjectType, auditValueText, shownFields } from '#src/domain/audit';

const labels = {
  '*': { status: 'Estado', title: 'Título' },
  available_class: { available_classes: 'Clases disponibles' },
  class_package: { title: 'Nombre del paquete' },
};

describe('auditFieldLabel', () => {
  it.each([
    ['the object’s own label', 'available_class', 'available_classes', 'Clases disponibles'],
    ['the object’s label before the common one', 'class_package', 'title', 'Nombre del paquete'],
    ['the common label for any object', 'purchase', 'status', 'Estado'],
    ['a snake_case field nobody named, in words', 'customer', 'signup_reason', 'Signup reason'],
    ['a camelCase field nobody named, in words', 'purchase', 'cancelledAt', 'Cancelled at'],
    ['an unknown object type', 'nothing', 'status', 'Estado'],
  ])('%s', (_, objectType, field, expected) => {
    expect(auditFieldLabel(labels, objectType, field)).toBe(expected);
  });
});

describe('the audit log words', () => {
  it.each([
    ['class_package_id', 'class_package'],
    ['CustomSpotMap_id', 'custom_spot_map'],
    ['uid', 'uid'],
  ])('the object type of %s is %s', (idKey, expected) => {
    expect(auditObjectType(idKey)).toBe(expected);
  });

  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'Sí'],
    [false, 'No'],
    [8, '8'],
    [{ a: 1 }, '{"a":1}'],
  ])('shows %j as %s', (value, expected) => {
    expect(auditValueText(value, { yes: 'Sí', no: 'No', empty: '—' })).toBe(expected);
  });

  it('leaves the bookkeeping timestamps out', () => {
    expect(
      shownFields([{ field: 'updatedAt' }, { field: 'available_classes' }, { field: 'createdAt' }]),
    ).toEqual([{ field: 'available_classes' }]);
  });
});
