// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { FORM } from '#mocks/seed/content';
import { byId, createAsAdmin, expectAdminOnly, expectAnswer, itAnswers404 } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

const FIELD = { key: 'talla', label: 'Talla', type: 'select' as const, required: true, order: 1, step: 1 };

describe('forms', () => {
  it('shows the forms to anyone, the address form among them', async () => {
    const list = await api.GET('/forms');
    expect(list.data?.forms.map((form) => form.form_id)).toEqual([FORM.signup, FORM.profile, FORM.address]);
    const address = await api.GET('/forms/{id}', byId(FORM.address));
    expect(address.data?.form.form_fields.filter((f) => f.required).map((f) => f.key)).toEqual([
      'city',
      'state',
      'country',
    ]);
  });

  itAnswers404(() => api.GET('/forms/{id}', byId(99)), 'Formulario no encontrado.');

  it('lets an admin create a form, reorder its fields and delete it', async () => {
    const { form } = await createAsAdmin(() =>
      api.POST('/forms', { body: { name: 'Extras', form_fields: [FIELD] } }),
    );
    const form_id = form.form_id;
    const reordered = [{ ...FIELD, key: 'notas', label: 'Notas', type: 'textarea' as const, step: 2 }];
    await api.PUT('/forms', { body: { form_id, form_fields: [...reordered, { ...FIELD, order: 2 }] } });
    const read = await api.GET('/forms/{id}', byId(form_id));
    expect(read.data?.form.name).toBe('Extras');
    expect(read.data?.form.form_fields.map((field) => field.key)).toEqual(['talla', 'notas']);
    expect((await api.DELETE('/forms/{id}', byId(form_id))).data?.message).toBe('Form deleted.');
    expectAnswer(await api.GET('/forms/{id}', byId(form_id)), 404);
  });

  it('refuses repeated field keys', async () => {
    signInAs('admin');
    const repeated = await api.POST('/forms', { body: { form_fields: [FIELD, FIELD] } });
    expectAnswer(repeated, 400, 'El campo talla está repetido.');
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    await expectAdminOnly(
      () => api.DELETE('/forms/{id}', byId(FORM.profile)),
      () => api.POST('/forms', { body: { form_fields: [] } }),
    );
  });
});
