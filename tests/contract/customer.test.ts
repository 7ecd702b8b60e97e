// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInWithExpiredToken } from '#tests/support/sign-in';

// GET/PUT /customer, sign-up, the sign-up form, the phone lookup, credits and penalties run on
// the mocks and the server alike: tests/conformance/customer.test.ts.

describe('GET /customer', () => {
  it('answers 401 without a token and asks to log out on an expired one', async () => {
    expect((await api.GET('/customer')).response.status).toBe(401);
    signInWithExpiredToken('ana');
    const { response, error } = await api.GET('/customer');
    expect(response.status).toBe(401);
    expect(error?.code).toBe('auth/id-token-expired');
  });
});

describe('the rest of the account', () => {
  it('sends the recovery email only to a known account', async () => {
    const known = await api.POST('/customer/recover', { body: { email: 'ANA@demo.mx' } });
    expect(known.data?.message).toBe('Te hemos enviado un correo para reestablecer tu contraseña.');
    const unknown = await api.POST('/customer/recover', { body: { email: 'nadie@demo.mx' } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.message).toBe(
      'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!',
    );
  });
});
