import { describe, expect, it } from 'vitest';
import { adminBase, adminPath, isAdminHost } from '#src/domain/admin-host';
import { toCsv } from '#src/domain/csv';
import {
  bodyOf,
  fieldApplies,
  fieldError,
  saveMethodFor,
  valuesOf,
  type FieldRule,
  type FormValues,
} from '#src/domain/resource-form';
import { editorGrid, fitSpots, setCell } from '#src/domain/spot-map-editor';

describe('the admin save rule', () => {
  it.each([
    ['7', 'PUT'],
    [7, 'PUT'],
    ['nuevo', 'POST'],
    ['nueva', 'POST'],
    [undefined, 'POST'],
    ['7a', 'POST'],
  ] as const)('id %s saves with %s', (id, method) => expect(saveMethodFor(id)).toBe(method));
});

describe('field checks before sending', () => {
  const check = (field: FieldRule, value: string, values: FormValues = {}) =>
    fieldError(field, { ...values, [field.name]: value }, { slug: ['terminos'] });
  it.each([
    [{ name: 'title', kind: 'text', required: true }, '  ', 'Este campo es obligatorio.'],
    [{ name: 'price', kind: 'money' }, '10.555', 'Escribe un precio con hasta dos decimales.'],
    [{ name: 'price', kind: 'money' }, '-1', 'No puede ser negativo.'],
    [{ name: 'price', kind: 'money' }, '10.5', null],
    [{ name: 'days', kind: 'number', integer: true }, '2.5', 'Escribe un número entero.'],
    [{ name: 'days', kind: 'number', min: 1 }, '0', 'Debe ser al menos 1.'],
    [{ name: 'class_amount', kind: 'credits', min: 1 }, '-1', null],
    [{ name: 'class_amount', kind: 'credits', min: 1 }, '-2', 'Debe ser al menos 1.'],
    [{ name: 'slug', kind: 'slug' }, 'Aviso Legal', expect.stringContaining('Usa solo minúsculas')],
    [{ name: 'slug', kind: 'slug', unique: true }, 'terminos', 'Ya existe otra página con esta dirección.'],
    [{ name: 'slug', kind: 'slug', unique: true }, 'aviso-legal', null],
    [{ name: 'color', kind: 'colour' }, 'red', 'Escribe un color como #1a2b3c.'],
    [{ name: 'spot_map', kind: 'rowSizes' }, '4,5,0', expect.stringContaining('separados por comas')],
    [{ name: 'spot_map', kind: 'rowSizes' }, '4, 5,5', null],
  ] as const)('%o with %s → %s', (field, value, error) =>
    expect(check(field as FieldRule, value)).toEqual(error),
  );

  it('a percent discount is at most 100, a fixed one is not', () => {
    const amount: FieldRule = { name: 'amount', kind: 'number', maxWhen: { flag: 'is_percent', max: 100 } };
    expect(check(amount, '120', { is_percent: true })).toBe(
      'Un descuento en porcentaje no puede pasar de 100.',
    );
    expect(check(amount, '120', { is_percent: false })).toBeNull();
  });
});

describe('record ↔ form values ↔ body', () => {
  const fields: FieldRule[] = [
    { name: 'title', kind: 'text' },
    { name: 'price', kind: 'money' },
    { name: 'sale_price', kind: 'money' },
    { name: 'is_trial', kind: 'boolean' },
    { name: 'image.src', kind: 'text' },
  ];
  it('reads a record into strings and switches, and sends numbers, nulls and nested objects', () => {
    const values = valuesOf(fields, {
      title: 'Pack',
      price: 90,
      sale_price: null,
      is_trial: true,
      image: { src: 'a.png' },
    });
    expect(values).toEqual({
      title: 'Pack',
      price: '90',
      sale_price: '',
      is_trial: true,
      'image.src': 'a.png',
    });
    expect(bodyOf(fields, values)).toEqual({
      title: 'Pack',
      price: 90,
      sale_price: null,
      is_trial: true,
      image: { src: 'a.png' },
    });
    expect(bodyOf(fields, { ...values, 'image.src': '' }).image).toBeNull();
  });
});

describe('the admin host and CSV', () => {
  it('puts the back-office at the root of an admin. host', () => {
    expect(isAdminHost('admin.lumen.mx')).toBe(true);
    expect(isAdminHost('lumen.mx')).toBe(false);
    expect(adminPath(adminBase('admin.lumen.mx'), 'paquetes', 3)).toBe('/paquetes/3');
    expect(adminPath(adminBase('lumen.mx'))).toBe('/admin');
  });

  it('quotes what needs quoting', () => {
    expect(
      toCsv(
        ['Nombre', 'Precio'],
        [
          ['Clase, "prueba"', 99],
          ['Yoga', null],
        ],
      ),
    ).toBe('\uFEFFNombre,Precio\r\n"Clase, ""prueba""",99\r\nYoga,\r\n');
  });
});

describe('the spot map grid steps', () => {
  it('makes spots, unselectable spots and aisles, and drops what a resize leaves outside', () => {
    let spots = setCell('{}', 'A1', 'spot');
    spots = setCell(spots, 'B2', 'blocked', 'Coach');
    expect(
      editorGrid(spots, 2, 2)
        .flat()
        .map((cell) => cell.kind),
    ).toEqual(['spot', 'aisle', 'aisle', 'blocked']);
    expect(JSON.parse(fitSpots(spots, 1, 2))).toEqual({ A1: { label: 'A1', selectable: true } });
    expect(JSON.parse(setCell(spots, 'A1', 'aisle'))).toEqual({ B2: { label: 'Coach', selectable: false } });
  });
});

describe('a select’s options typed one a line (custom fields)', () => {
  const options: FieldRule = {
    name: 'options',
    kind: 'options',
    requiredWhen: { field: 'type', oneOf: ['select', 'creatable-select'] },
  };
  const type: FieldRule = { name: 'type', kind: 'select' };

  it('reads stored options as lines and sends them back as { label, value }', () => {
    const values = valuesOf([type, options], {
      type: 'select',
      options: [
        { label: 'Mañana', value: 'Mañana' },
        { label: 'Tarde', value: 'Tarde' },
      ],
    });
    expect(values.options).toBe('Mañana\nTarde');
    expect(bodyOf([type, options], { type: 'select', options: ' Mañana\n\nNoche ' }).options).toEqual([
      { label: 'Mañana', value: 'Mañana' },
      { label: 'Noche', value: 'Noche' },
    ]);
    expect(bodyOf([type, options], { type: 'text', options: '' }).options).toBeNull();
  });

  it.each([
    ['select', '', 'Este campo es obligatorio.'],
    ['creatable-select', '', 'Este campo es obligatorio.'],
    ['select', 'Sí', null],
    ['text', '', null],
  ])('type %s with options %j: %s', (kind, typed, expected) => {
    expect(fieldError(options, { type: kind, options: typed })).toBe(expected);
  });

  it.each([
    ['select', true],
    ['creatable-select', true],
    ['text', false],
    ['', false],
  ])('the options box is shown for type %j: %s', (kind, shown) => {
    expect(fieldApplies(options, { type: kind })).toBe(shown);
    expect(fieldApplies(type, { type: kind })).toBe(true);
  });
});
