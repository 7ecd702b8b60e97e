import { describe, expect, it } from 'vitest';
import { targets, useTarget } from './support/targets';

/** Billing addresses as records (customer §5, commerce §7), on the mocks and the server. */
const OPERATIONS = [
  'listAddresses',
  'getAddress',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'getCurrentCustomer',
];

const ADDRESS = { city: 'Guadalajara', state: 'Jalisco', country: 'México', street: 'Chapultepec' };
const byId = (id: number) => ({ params: { path: { id } } });

describe.each(targets(OPERATIONS))('addresses on $name', (shell) => {
  const target = useTarget(shell);
  const ana = () => target.api('ana');

  it('shows a customer only their own address, and staff all of them', async () => {
    expect((await ana().GET('/addresses')).data?.addresses.map((a) => a.address_id)).toEqual([1]);
    const all = (await target.api('admin').GET('/addresses')).data!.addresses;
    expect(all.map((a) => a.address_id)).toEqual([1, 2]);
  });

  it('creates the caller’s address, updates it, and shows it on their profile', async () => {
    const mine = target.api('sincreditos');
    const created = (await mine.POST('/addresses', { body: ADDRESS })).data!.address;
    expect(created).toMatchObject({ ...ADDRESS, customer_id: 4, zip_code: null });
    await mine.PUT('/addresses', { body: { ...ADDRESS, address_id: created.address_id, zip_code: '44100' } });
    expect((await mine.GET('/addresses/{id}', byId(created.address_id))).data?.address.zip_code).toBe(
      '44100',
    );
    expect((await mine.GET('/customer')).data?.customer.address?.address_id).toBe(created.address_id);
    const second = await mine.POST('/addresses', { body: ADDRESS });
    expect([second.response.status, second.error?.message]).toEqual([
      409,
      'Esta cuenta ya tiene una dirección de facturación; edítala en lugar de agregar otra.',
    ]);
  });

  it('names the first missing required field', async () => {
    const noCity = await target.api('sincreditos').POST('/addresses', { body: { ...ADDRESS, city: '' } });
    expect([noCity.response.status, noCity.error?.message]).toEqual([400, 'Debes agregar tu ciudad.']);
    const noState = await ana().PUT('/addresses', {
      body: { ...ADDRESS, address_id: 1, state: '  ', country: '' },
    });
    expect([noState.response.status, noState.error?.message]).toEqual([400, 'Debes agregar tu estado.']);
    const noCountry = await target
      .api('sincreditos')
      .POST('/addresses', { body: { ...ADDRESS, country: '' } });
    expect(noCountry.error?.message).toBe('Debes agregar tu país.');
  });

  it("answers 403 on someone else's address and 404 on a missing one", async () => {
    const read = await ana().GET('/addresses/{id}', byId(2));
    expect([read.response.status, read.error?.message]).toEqual([
      403,
      'Solo puedes consultar o cambiar tu propia dirección.',
    ]);
    expect((await ana().DELETE('/addresses/{id}', byId(2))).response.status).toBe(403);
    expect((await ana().PUT('/addresses', { body: { ...ADDRESS, address_id: 2 } })).response.status).toBe(
      403,
    );
    expect((await ana().POST('/addresses', { body: { ...ADDRESS, customer_id: 7 } })).response.status).toBe(
      403,
    );
    const missing = await ana().GET('/addresses/{id}', byId(99));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'No encontramos esa dirección.']);
    expect((await target.api('admin').GET('/addresses/{id}', byId(2))).data?.address.address_id).toBe(2);
  });

  it('lets the owner delete their address', async () => {
    expect((await ana().DELETE('/addresses/{id}', byId(1))).data?.message).toBe('Address deleted.');
    expect((await ana().GET('/addresses')).data?.addresses).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await target.api().GET('/addresses')).response.status).toBe(401);
  });
});
