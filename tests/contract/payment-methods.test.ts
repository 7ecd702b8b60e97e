// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { byId, createAsAdmin, expectAdminOnly, expectAnswer } from '#tests/support/contract';
import { signInAs, signOut } from '#tests/support/sign-in';

describe('payment methods', () => {
  it('lists the studio’s payment methods for anyone', async () => {
    signOut();
    const { data } = await api.GET('/payment_methods');
    expect(data?.payment_methods.map((method) => method.name)).toEqual([
      'Efectivo',
      'Transferencia',
      'Tarjeta de crédito o débito',
    ]);
  });

  it('shows one to a signed-in user', async () => {
    signOut();
    expectAnswer(await api.GET('/payment_methods/{id}', byId(1)), 401);
    signInAs('ana');
    const found = await api.GET('/payment_methods/{id}', byId(2));
    expect(found.data?.payment_method.name).toBe('Transferencia');
    expectAnswer(await api.GET('/payment_methods/{id}', byId(99)), 404, 'Método de pago no encontrado.');
  });

  it('lets an admin create, update and delete one', async () => {
    const { payment_method } = await createAsAdmin(() =>
      api.POST('/payment_methods', {
        body: {
          name: 'OXXO',
          description: 'Pago en tienda',
          instructions: '<p>Referencia en tu correo.</p>',
        },
      }),
    );
    const { payment_method_id } = payment_method;
    await api.PUT('/payment_methods', { body: { payment_method_id, name: 'OXXO Pay' } });
    const shown = await api.GET('/payment_methods/{id}', byId(payment_method_id));
    expect(shown.data?.payment_method).toMatchObject({ name: 'OXXO Pay', description: 'Pago en tienda' });
    const removed = await api.DELETE('/payment_methods/{id}', byId(payment_method_id));
    expect(removed.data?.message).toBe('payment_method deleted.');
    expect((await api.GET('/payment_methods')).data?.payment_methods).toHaveLength(3);
    expectAnswer(await api.PUT('/payment_methods', { body: { payment_method_id, name: 'X' } }), 404);
  });

  it('keeps writes for admins', async () => {
    const create = () => api.POST('/payment_methods', { body: { name: 'X' } });
    await expectAdminOnly(create, create, () => api.DELETE('/payment_methods/{id}', byId(1)));
  });
});
