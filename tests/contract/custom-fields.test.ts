// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInAs } from '#tests/support/sign-in';

describe('custom fields', () => {
  it('lets an admin list them by object and read one', async () => {
    signInAs('admin');
    const all = (await api.GET('/custom_fields')).data!.custom_fields;
    const customer = (await api.GET('/custom_fields', { params: { query: { object: 'customer' } } })).data!
      .custom_fields;
    expect(customer.length).toBeGreaterThan(0);
    expect(customer.length).toBeLessThanOrEqual(all.length);
    expect(customer.every((field) => field.object === 'customer')).toBe(true);
    const one = await api.GET('/custom_fields/{id}', { params: { path: { id: 1 } } });
    expect(one.data?.custom_field.label).toBe('Contacto de emergencia');
    const missing = await api.GET('/custom_fields/{id}', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
  });

  it('answers 401 without a token and 403 to a customer on the admin list', async () => {
    expect((await api.GET('/custom_fields')).response.status).toBe(401);
    signInAs('ana');
    expect((await api.GET('/custom_fields/{id}', { params: { path: { id: 1 } } })).response.status).toBe(403);
  });
});
