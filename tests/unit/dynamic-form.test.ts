// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  errorSummary,
  fieldError,
  fromCustomFields,
  isFieldVisible,
  isImageField,
  orderFields,
  validateForm,
  visibleFields,
  type DynamicField,
  type FieldType,
} from '#src/domain/dynamic-form';

function field(type: FieldType, overrides: Partial<DynamicField> = {}): DynamicField {
  return { key: `k_${type}`, label: `L ${type}`, type, required: true, step: 1, order: 1, ...overrides };
}

const noUserSelect = { hasUserSelect: false };

describe('orderFields', () => {
  it('orders by step, then by order, without touching the input', () => {
    const input = [
      field('text', { key: 'c', step: 2, order: 1 }),
      field('text', { key: 'b', step: 1, order: 2 }),
      field('text', { key: 'a', step: 1, order: 1 }),
      field('text', { key: 'd', step: 2, order: 0 }),
    ];
    expect(orderFields(input).map((f) => f.key)).toEqual(['a', 'b', 'd', 'c']);
    expect(input.map((f) => f.key)).toEqual(['c', 'b', 'a', 'd']);
  });
});

describe('visibility', () => {
  const userId = field('select', { key: 'user_id' });
  const other = field('text', { key: 'other' });

  it('hides user_id unless the screen has a user select', () => {
    expect(isFieldVisible(userId, {}, noUserSelect)).toBe(false);
    expect(isFieldVisible(userId, {}, { hasUserSelect: true })).toBe(true);
  });

  it("shows other only when signup_reason is 'Otro'", () => {
    expect(isFieldVisible(other, {}, noUserSelect)).toBe(false);
    expect(isFieldVisible(other, { signup_reason: 'Instagram' }, noUserSelect)).toBe(false);
    expect(isFieldVisible(other, { signup_reason: 'Otro' }, noUserSelect)).toBe(true);
  });

  it('visibleFields orders and filters, and hidden required fields are not validated', () => {
    const fields = [other, field('text', { key: 'name', order: 0 }), userId];
    expect(visibleFields(fields, {}, noUserSelect).map((f) => f.key)).toEqual(['name']);
    expect(validateForm(fields, { name: 'Ana' }, noUserSelect)).toEqual({});
    expect(validateForm(fields, { name: 'Ana', signup_reason: 'Otro' }, noUserSelect)).toEqual({
      other: 'required',
    });
  });
});

describe('isImageField', () => {
  it.each([
    ['image', 'Cualquier cosa', true],
    ['file', 'Logo del estudio', true],
    ['file', 'FOTO de perfil', true],
    ['file', 'Main Image', true],
    ['file', 'Contrato firmado', false],
    ['text', 'Foto', false],
  ] as const)('%s labelled %s → %s', (type, label, expected) => {
    expect(isImageField({ type, label })).toBe(expected);
  });
});

describe('fieldError', () => {
  it('never checks optional fields', () => {
    for (const type of ['text', 'phone', 'number', 'file', 'select', 'boolean'] as const) {
      expect(fieldError(field(type, { required: false }), undefined)).toBeNull();
    }
    expect(fieldError(field('phone', { required: false }), '12')).toBeNull();
  });

  it.each(['text', 'time', 'textarea'] as const)('%s needs non-empty text', (type) => {
    expect(fieldError(field(type), 'hola')).toBeNull();
    expect(fieldError(field(type), 12)).toBeNull();
    expect(fieldError(field(type), '')).toBe('required');
    expect(fieldError(field(type), '   ')).toBe('required');
    expect(fieldError(field(type), null)).toBe('required');
    expect(fieldError(field(type), undefined)).toBe('required');
  });

  it.each(['date', 'datetime-local'] as const)('%s needs a valid date', (type) => {
    expect(fieldError(field(type), '1990-05-01')).toBeNull();
    expect(fieldError(field(type), '2025-01-02T10:30')).toBeNull();
    expect(fieldError(field(type), new Date('2020-01-01'))).toBeNull();
    expect(fieldError(field(type), 'no es fecha')).toBe('required');
    expect(fieldError(field(type), new Date('nope'))).toBe('required');
    expect(fieldError(field(type), '')).toBe('required');
    expect(fieldError(field(type), undefined)).toBe('required');
  });

  it.each(['file', 'image'] as const)('%s needs a string, number, File or FileList', (type) => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const input = document.createElement('input');
    input.type = 'file';
    expect(fieldError(field(type), 'https://cdn/a.png')).toBeNull();
    expect(fieldError(field(type), 7)).toBeNull();
    expect(fieldError(field(type), file)).toBeNull();
    expect(input.files).toBeInstanceOf(FileList);
    // An empty FileList (nothing picked) is no file.
    expect(fieldError(field(type), input.files)).toBe('file');
    expect(fieldError(field(type), '')).toBe('file');
    expect(fieldError(field(type), { src: 'x' })).toBe('file');
    expect(fieldError(field(type), null)).toBe('file');
  });

  it('a non-empty FileList passes', () => {
    const list = Object.create(FileList.prototype, { length: { value: 1 } }) as FileList;
    expect(fieldError(field('file'), list)).toBeNull();
  });

  it('phone must pass the phone check; empty asks to fill it', () => {
    expect(fieldError(field('phone'), '5512345678')).toBeNull();
    expect(fieldError(field('phone'), 5512345678)).toBeNull();
    expect(fieldError(field('phone'), '55123')).toBe('phone');
    expect(fieldError(field('phone'), '')).toBe('required');
    expect(fieldError(field('phone'), undefined)).toBe('required');
  });

  it('select needs a non-null value, false and 0 allowed', () => {
    expect(fieldError(field('select'), false)).toBeNull();
    expect(fieldError(field('select'), 0)).toBeNull();
    expect(fieldError(field('select'), 'Otro')).toBeNull();
    expect(fieldError(field('select'), null)).toBe('option');
    expect(fieldError(field('select'), undefined)).toBe('option');
    expect(fieldError(field('select'), '')).toBe('option');
  });

  it('number must be numeric and not negative', () => {
    expect(fieldError(field('number'), 0)).toBeNull();
    expect(fieldError(field('number'), '12.5')).toBeNull();
    expect(fieldError(field('number'), -1)).toBe('required');
    expect(fieldError(field('number'), '-3')).toBe('required');
    expect(fieldError(field('number'), 'abc')).toBe('required');
    expect(fieldError(field('number'), '')).toBe('required');
    expect(fieldError(field('number'), Number.NaN)).toBe('required');
  });

  it('creatable-select needs a non-empty array', () => {
    expect(fieldError(field('creatable-select'), ['a'])).toBeNull();
    expect(fieldError(field('creatable-select'), [])).toBe('option');
    expect(fieldError(field('creatable-select'), 'a')).toBe('option');
  });

  it('a required boolean must be ticked', () => {
    expect(fieldError(field('boolean'), true)).toBeNull();
    expect(fieldError(field('boolean'), false)).toBe('option');
    expect(fieldError(field('boolean'), undefined)).toBe('option');
  });
});

describe('errorSummary', () => {
  const fields = [
    field('text', { key: 'name', label: 'Nombre' }),
    field('text', { key: 'city', label: 'Ciudad' }),
  ];

  it('is null when nothing is invalid', () => {
    expect(errorSummary(fields, [])).toBeNull();
  });

  it('names the one invalid field by its label', () => {
    expect(errorSummary(fields, ['city'])).toEqual({ kind: 'one', label: 'Ciudad' });
  });

  it('gives the general summary for several', () => {
    expect(errorSummary(fields, ['name', 'city'])).toEqual({ kind: 'many' });
  });
});

describe('fromCustomFields', () => {
  it('keeps the order and falls back to the key for a missing label', () => {
    const fields = fromCustomFields([
      { key: 'level', label: 'Nivel', type: 'select', required: true, options: [{ label: 'A', value: 'A' }] },
      { key: 'injuries', label: null, type: 'textarea', required: false },
    ]);
    expect(fields.map((f) => [f.key, f.label, f.order])).toEqual([
      ['level', 'Nivel', 1],
      ['injuries', 'injuries', 2],
    ]);
    expect(validateForm(fields, {}, noUserSelect)).toEqual({ level: 'option' });
  });
});

describe('password fields', () => {
  it('are the text fields keyed password and password_confirm', async () => {
    const { isPasswordField } = await import('#src/domain/dynamic-form');
    expect(isPasswordField({ key: 'password', type: 'text' })).toBe(true);
    expect(isPasswordField({ key: 'password_confirm', type: 'text' })).toBe(true);
    expect(isPasswordField({ key: 'password_hint', type: 'text' })).toBe(false);
    expect(isPasswordField({ key: 'password', type: 'textarea' })).toBe(false);
  });
});
