// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { FORM } from '#mocks/seed/content';
import { signInAs } from '#tests/support/sign-in';

const FIELD = { key: 'talla', label: 'Talla', type: 'select' as const, required: true, order: 1, step: 1 };

describe('forms', () => {
  it('shows the forms to anyone, the address form among them', async () => {
    const list = await api.GET('/forms');
    expect(list.data?.forms.map((form) => form.form_id)).toEqual([FORM.signup, FORM.profile, FORM.address]);
    const address = await api.GET('/forms/{id}', { params: { path: { id: FORM.address } } });
    expect(address.data?.form.form_fields.filter((f) => f.required).map((f) => f.key)).toEqual([
      'city',
      'state',
      'country',
    ]);
  });

  it('answers 404 for a missing form', async () => {
    const { response, error } = await api.GET('/forms/{id}', { params: { path: { id: 99 } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Formulario no encontrado.');
  });

  it('lets an admin create a form, reorder its fields and delete it', async () => {
    signInAs('admin');
    const created = await api.POST('/forms', { body: { name: 'Extras', form_fields: [FIELD] } });
    const form_id = created.data!.form.form_id;
    await api.PUT('/forms', {
      body: {
        form_id,
        form_fields: [
          { ...FIELD, key: 'notas', label: 'Notas', type: 'textarea', step: 2 },
          { ...FIELD, order: 2 },
        ],
      },
    });
    const read = await api.GET('/forms/{id}', { params: { path: { id: form_id } } });
    expect(read.data?.form.name).toBe('Extras');
    expect(read.data?.form.form_fields.map((field) => field.key)).toEqual(['talla', 'notas']);
    expect((await api.DELETE('/forms/{id}', { params: { path: { id: form_id } } })).data?.message).toBe(
      'Form deleted.',
    );
    expect((await api.GET('/forms/{id}', { params: { path: { id: form_id } } })).response.status).toBe(404);
  });

  it('refuses repeated field keys', async () => {
    signInAs('admin');
    const { response, error } = await api.POST('/forms', { body: { form_fields: [FIELD, FIELD] } });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('El campo talla está repetido.');
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect(
      (await api.DELETE('/forms/{id}', { params: { path: { id: FORM.profile } } })).response.status,
    ).toBe(401);
    signInAs('ana');
    expect((await api.POST('/forms', { body: { form_fields: [] } })).response.status).toBe(403);
  });
});
