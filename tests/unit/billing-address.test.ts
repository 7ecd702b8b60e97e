import { describe, expect, it } from 'vitest';
import {
  addressBody,
  addressFormFields,
  addressFormValues,
  isAddressLoaded,
  missingAddressFields,
} from '#src/domain/billing-address';
import type { DynamicField } from '#src/domain/dynamic-form';

const full = { city: 'Ciudad de México', state: 'CDMX', country: 'México' };
const LABELS = { city: 'Ciudad', state: 'Estado', country: 'País' };

describe('the address validation', () => {
  it.each([
    ['a complete address', full, []],
    ['no city', { ...full, city: '' }, ['city']],
    ['a blank state', { ...full, state: '   ' }, ['state']],
    ['no country', { city: 'León', state: 'Guanajuato' }, ['country']],
    ['nothing', {}, ['city', 'state', 'country']],
    [
      'only the optional fields',
      { street: 'Orizaba', number: '45', zip_code: '06700' },
      ['city', 'state', 'country'],
    ],
    ['a null city', { ...full, city: null }, ['city']],
  ])('%s → %j', (_, values, missing) => {
    expect(missingAddressFields(values)).toEqual(missing);
  });
});

describe('the address card', () => {
  it.each([
    [null, false],
    [{ address_id: 2, street: 'Horacio', city: null }, false],
    [{ address_id: 2, city: '  ' }, false],
    [{ address_id: 1, city: 'Ciudad de México' }, true],
  ])('%o loaded: %s', (address, loaded) => {
    expect(isAddressLoaded(address)).toBe(loaded);
  });
});

describe('the address form fields (form 6)', () => {
  const form: DynamicField[] = [
    { key: 'street', label: 'Calle', type: 'text', required: false, order: 1 },
    { key: 'city', label: 'Ciudad', type: 'text', required: false, order: 2 },
    { key: 'apartado', label: 'Apartado postal', type: 'text', required: true, order: 3 },
  ];

  it('keeps the studio fields and makes city, state and country required, adding the ones missing', () => {
    expect(addressFormFields(form, LABELS)).toEqual([
      form[0],
      { ...form[1], required: true },
      form[2],
      { key: 'state', label: 'Estado', type: 'text', required: true, step: 1, order: 4 },
      { key: 'country', label: 'País', type: 'text', required: true, step: 1, order: 5 },
    ]);
  });
});

describe('the address sent', () => {
  it('trims the values, sends empty optional ones as null and nothing but address fields', () => {
    expect(
      addressBody({ ...full, city: ' León ', street: '  ', number: 12, apartado: 'x', zip_code: '37000' }),
    ).toEqual({
      street: null,
      number: '12',
      interior_number: null,
      neighborhood: null,
      city: 'León',
      state: 'CDMX',
      country: 'México',
      zip_code: '37000',
    });
  });

  it('starts the form from the address, leaving blanks out', () => {
    expect(addressFormValues({ address_id: 2, street: 'Horacio', number: '1000', city: null })).toEqual({
      street: 'Horacio',
      number: '1000',
    });
    expect(addressFormValues(null)).toEqual({});
  });
});
