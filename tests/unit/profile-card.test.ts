import { describe, expect, it } from 'vitest';
import type { DynamicField } from '#src/domain/dynamic-form';
import { fullName } from '#src/domain/full-name';
import { birthdateText, missingRequiredInformation, profileFormValues } from '#src/domain/profile-card';

const FIELDS: DynamicField[] = [
  { key: 'file', label: 'Foto de perfil', type: 'image', required: false, order: 1 },
  { key: 'name', label: 'Nombre', type: 'text', required: true, order: 2 },
  { key: 'phone', label: 'Teléfono', type: 'phone', required: true, order: 4 },
  { key: 'last_name', label: 'Apellidos', type: 'text', required: true, order: 3 },
  { key: 'birthdate', label: 'Fecha de nacimiento', type: 'date', required: true, order: 5 },
  { key: 'signup_reason', label: '¿Cómo nos conociste?', type: 'select', required: false, order: 6 },
  { key: 'other', label: 'Cuéntanos más', type: 'text', required: true, order: 7 },
];

const complete = {
  name: 'Ana',
  last_name: 'Ríos',
  phone: '5511111111',
  birthdate: '1992-05-10',
  signup_reason: 'Instagram',
};

describe('the red list of missing required information', () => {
  it.each([
    ['a complete profile', complete, []],
    [
      'no phone nor birthdate',
      { ...complete, phone: null, birthdate: null },
      ['Teléfono', 'Fecha de nacimiento'],
    ],
    ['a blank name', { ...complete, name: '   ' }, ['Nombre']],
    ['a phone in a bad format', { ...complete, phone: '12' }, ['Teléfono']],
    ['an invalid birthdate', { ...complete, birthdate: 'nunca' }, ['Fecha de nacimiento']],
    // 'other' counts only when the reason is 'Otro' (it is hidden otherwise).
    ['Otro without telling more', { ...complete, signup_reason: 'Otro' }, ['Cuéntanos más']],
    ['Otro and more', { ...complete, signup_reason: 'Otro', other: 'Una amiga' }, []],
    ['everything missing, in form order', {}, ['Nombre', 'Apellidos', 'Teléfono', 'Fecha de nacimiento']],
  ])('%s', (_, customer, missing) => {
    expect(missingRequiredInformation(FIELDS, customer)).toEqual(missing);
  });

  it('counts the photo by its file id when the form requires it', () => {
    const fields = FIELDS.map((field) => (field.key === 'file' ? { ...field, required: true } : field));
    expect(missingRequiredInformation(fields, complete)).toEqual(['Foto de perfil']);
    expect(missingRequiredInformation(fields, { ...complete, file_id: 12 })).toEqual([]);
  });
});

describe('the form values of the profile', () => {
  it('takes each field from the customer, the photo as its file id and dates as the day', () => {
    const customer = { ...complete, birthdate: '1992-05-10T00:00:00.000Z', file_id: 7, instagram: null };
    expect(profileFormValues(FIELDS, customer)).toEqual({
      file: 7,
      name: 'Ana',
      last_name: 'Ríos',
      phone: '5511111111',
      birthdate: '1992-05-10',
      signup_reason: 'Instagram',
    });
  });
});

describe('the birthdate on the card', () => {
  it.each([
    ['1992-05-10', '10 may 1992'],
    ['1990-01-01', '01 ene 1990'],
    ['1990-12-31T00:00:00.000Z', '31 dic 1990'],
    [null, null],
    ['', null],
    ['no-es-fecha', null],
  ])('%j → %j', (birthdate, shown) => {
    expect(birthdateText(birthdate)).toBe(shown);
  });
});

describe('the full name', () => {
  it.each([
    [{ name: 'Irene', last_name: 'Campos' }, 'Irene Campos'],
    [{ name: 'Irene', last_name: null }, 'Irene'],
    [{ name: ' Irene ', last_name: '  ' }, 'Irene'],
  ])('%o → %s', (customer, name) => {
    expect(fullName(customer)).toBe(name);
  });
});
