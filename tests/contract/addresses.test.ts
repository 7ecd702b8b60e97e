// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInAs } from '#tests/support/sign-in';

const ADDRESS = { city: 'Guadalajara', state: 'Jalisco', country: 'México', street: 'Chapultepec' };

describe('addresses', () => {
  it('shows a customer only their own addresses, and an admin all of them', async () => {
    signInAs('ana');
    expect((await api.GET('/addresses')).data?.addresses.map((a) => a.address_id)).toEqual([1]);
    signInAs('admin');
    expect((await api.GET('/addresses')).data?.addresses.map((a) => a.address_id)).toEqual([1, 2]);
  });

  it('creates an address for the caller and updates it later', async () => {
    signInAs('sincreditos');
    const created = await api.POST('/addresses', { body: ADDRESS });
    const address = created.data!.address;
    expect(address).toMatchObject({ ...ADDRESS, customer_id: 4, zip_code: null });
    await api.PUT('/addresses', { body: { ...ADDRESS, address_id: address.address_id, zip_code: '44100' } });
    const read = await api.GET('/addresses/{id}', { params: { path: { id: address.address_id } } });
    expect(read.data?.address.zip_code).toBe('44100');
    expect((await api.GET('/customer')).data?.customer.address?.address_id).toBe(address.address_id);
  });

  it('names the first missing required field', async () => {
    signInAs('ana');
    const noCity = await api.POST('/addresses', { body: { ...ADDRESS, city: '' } });
    expect(noCity.error?.message).toBe('Debes agregar tu ciudad.');
    const noState = await api.PUT('/addresses', {
      body: { ...ADDRESS, address_id: 1, state: '  ', country: '' },
    });
    expect(noState.response.status).toBe(400);
    expect(noState.error?.message).toBe('Debes agregar tu estado.');
    const noCountry = await api.POST('/addresses', { body: { ...ADDRESS, country: '' } });
    expect(noCountry.error?.message).toBe('Debes agregar tu país.');
  });

  it("answers 403 on someone else's address and 404 on a missing one", async () => {
    signInAs('ana');
    const read = await api.GET('/addresses/{id}', { params: { path: { id: 2 } } });
    expect(read.response.status).toBe(403);
    expect(read.error?.message).toBe('Solo puedes consultar o cambiar tu propia dirección.');
    expect((await api.DELETE('/addresses/{id}', { params: { path: { id: 2 } } })).response.status).toBe(403);
    expect((await api.POST('/addresses', { body: { ...ADDRESS, customer_id: 7 } })).response.status).toBe(
      403,
    );
    expect((await api.GET('/addresses/{id}', { params: { path: { id: 99 } } })).response.status).toBe(404);
  });

  it('lets the owner delete their address', async () => {
    signInAs('ana');
    const removed = await api.DELETE('/addresses/{id}', { params: { path: { id: 1 } } });
    expect(removed.data?.message).toBe('Address deleted.');
    expect((await api.GET('/addresses')).data?.addresses).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await api.GET('/addresses')).response.status).toBe(401);
  });
});
