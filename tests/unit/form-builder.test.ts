import { describe, expect, it } from 'vitest';
import {
  moveField,
  newField,
  optionsFromText,
  optionsToText,
  validateBuilder,
  type BuilderField,
} from '#src/domain/form-builder';

const f = (key: string, step: number, order: number, extra: Partial<BuilderField> = {}): BuilderField => ({
  key,
  label: key,
  type: 'text',
  required: false,
  step,
  order,
  ...extra,
});

const places = (fields: readonly BuilderField[]) => fields.map((x) => `${x.key}@${x.step}.${x.order}`);

describe('newField', () => {
  it.each([
    ['an empty form', [], 'campo_1', 1, 1],
    ['after the last field of the last step', [f('a', 1, 1), f('b', 2, 4)], 'campo_3', 2, 5],
    ['with a key no other field has', [f('campo_2', 1, 1)], 'campo_3', 1, 2],
  ])('%s', (_, fields, key, step, order) => {
    const field = newField('text', fields);
    expect({ key: field.key, step: field.step, order: field.order }).toEqual({ key, step, order });
    expect(field.label).toBe('Nuevo campo');
    expect(field.required).toBe(false);
  });

  it.each([
    ['select', []],
    ['creatable-select', []],
    ['text', null],
  ] as const)('a %s field starts with options %j', (type, options) => {
    expect(newField(type, []).options).toEqual(options);
  });
});

describe('moveField', () => {
  const form = [f('a', 1, 1), f('b', 1, 2), f('c', 2, 1)];
  it.each([
    ['down within a step', 0, 1, ['b@1.1', 'a@1.2', 'c@2.1']],
    ['up within a step', 1, -1, ['b@1.1', 'a@1.2', 'c@2.1']],
    ['down into the next step, taking its step', 1, 1, ['a@1.1', 'c@2.1', 'b@2.2']],
    ['up into the step before, taking its step', 2, -1, ['a@1.1', 'c@1.2', 'b@1.3']],
    ['not past the top', 0, -1, ['a@1.1', 'b@1.2', 'c@2.1']],
    ['not past the end', 2, 1, ['a@1.1', 'b@1.2', 'c@2.1']],
  ] as const)('%s', (_, index, by, expected) => {
    expect(places(moveField(form, index, by))).toEqual(expected);
  });

  it('numbers the orders again so no two tie', () => {
    expect(places(moveField([f('a', 1, 5), f('b', 1, 5), f('c', 1, 9)], 0, 1))).toEqual([
      'b@1.1',
      'a@1.2',
      'c@1.3',
    ]);
  });
});

describe('options typed one a line', () => {
  it.each([
    ['Sí\nNo', ['Sí', 'No']],
    ['  Mañana \n\n Tarde\n', ['Mañana', 'Tarde']],
    ['', []],
  ])('%j gives %j', (typed, labels) => {
    const options = optionsFromText(typed);
    expect(options.map((o) => o.label)).toEqual(labels);
    expect(options.map((o) => o.value)).toEqual(labels);
    expect(optionsToText(options)).toBe(labels.join('\n'));
  });

  it('no options read as an empty text', () => {
    expect(optionsToText(null)).toBe('');
  });
});

describe('validateBuilder', () => {
  it.each([
    ['a good form', [f('name', 1, 1)], {}],
    [
      'a key with capitals',
      [f('Name', 1, 1)],
      { 0: { key: 'Usa minúsculas, números y _; empieza con una letra.' } },
    ],
    [
      'a key starting with a digit',
      [f('1a', 1, 1)],
      { 0: { key: 'Usa minúsculas, números y _; empieza con una letra.' } },
    ],
    [
      'a repeated key, on the second',
      [f('a', 1, 1), f('a', 1, 2)],
      { 1: { key: 'Otro campo ya usa esta clave.' } },
    ],
    [
      'an empty label',
      [f('a', 1, 1, { label: '  ' })],
      { 0: { label: 'Escribe la etiqueta que verá el cliente.' } },
    ],
    ['step 0', [f('a', 0, 1)], { 0: { step: 'Escribe un número entero desde 1.' } }],
    ['an order that is not whole', [f('a', 1, 1.5)], { 0: { order: 'Escribe un número entero desde 1.' } }],
    ['an emptied number', [f('a', 1, Number.NaN)], { 0: { order: 'Escribe un número entero desde 1.' } }],
    [
      'a select without options',
      [f('a', 1, 1, { type: 'select', options: [] })],
      { 0: { options: 'Agrega al menos una opción.' } },
    ],
    ['a select with options', [f('a', 1, 1, { type: 'select', options: [{ label: 'x', value: 'x' }] })], {}],
  ])('%s', (_, fields, expected) => {
    expect(validateBuilder(fields)).toEqual(expected);
  });
});
