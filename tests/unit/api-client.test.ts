// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, setTokenSource, unwrap } from '#src/api/client';
import { ApiFailure, EXPIRED_TOKEN_CODE } from '#src/api/errors';
import { server } from '#mocks/node';
import { signInAs, signInWithExpiredToken } from '#tests/support/sign-in';

describe('the typed API client', () => {
  it('sends the identity token as the Authorization header', async () => {
    const token = signInAs('admin');
    let seen: string | null = null;
    server.events.on('request:start', ({ request }) => {
      seen = request.headers.get('Authorization');
    });
    const { response } = await api.POST('/tags', { body: { name: 'Prenatal' } });
    expect(response.status).toBe(200);
    expect(seen).toBe(`Bearer ${token}`);
    server.events.removeAllListeners('request:start');
  });

  it('sends no Authorization header without a session', async () => {
    const { response, error } = await api.POST('/tags', { body: { name: 'Prenatal' } });
    expect(response.status).toBe(401);
    expect(error?.message).toBe('Debes iniciar sesión.');
  });

  it('turns an error answer into one typed failure with status, server message and code', async () => {
    const failure = await unwrap(api.GET('/tags/{id}', { params: { path: { id: 404 } } })).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 404, message: 'Etiqueta no encontrada.' });
  });

  it('carries card codes of a 402 answer', async () => {
    server.use(
      http.post('*/api/checkout', () =>
        HttpResponse.json(
          { message: 'Tarjeta rechazada', code: 'card_declined', decline_code: 'insufficient_funds' },
          { status: 402 },
        ),
      ),
    );
    const failure = await unwrap(
      api.POST('/checkout', { body: { class_package_id: 1, customer_id: 1 } }),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 402, code: 'card_declined', declineCode: 'insufficient_funds' });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get('*/api/appconfig', () => HttpResponse.error()));
    const failure = await unwrap(api.GET('/appconfig')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0 });
  });

  it('tells the token source when the server says the token expired, and only then', async () => {
    const onExpired = vi.fn();
    const expired = signInWithExpiredToken('ana');
    setTokenSource({ getToken: async () => expired, onExpired });
    const { error, response } = await api.POST('/tags', { body: { name: 'Prenatal' } });
    expect(response.status).toBe(401);
    expect(error?.code).toBe(EXPIRED_TOKEN_CODE);
    expect(onExpired).toHaveBeenCalledTimes(1);

    onExpired.mockClear();
    setTokenSource({ getToken: async () => null, onExpired });
    await api.POST('/tags', { body: { name: 'Prenatal' } });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('lets the token source refresh after every answer', async () => {
    const afterResponse = vi.fn();
    setTokenSource({ getToken: async () => null, afterResponse });
    await api.GET('/appconfig');
    await api.GET('/tags');
    expect(afterResponse).toHaveBeenCalledTimes(2);
  });
});
