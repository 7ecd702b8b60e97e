import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleVerifier } from '#server/identity/id-token';
import { NOW } from './support/clock';
import { behaviourBackends, bearer, startServer, tokenFor, type TestServer } from './support/harness';

describe.each(behaviourBackends())('identity on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  it('asks for a session when no token comes along', async () => {
    const answer = await call('GET', '/customer');
    expect([answer.statusCode, answer.json()]).toEqual([401, { message: 'Debes iniciar sesión.' }]);
  });

  it('answers an expired token with auth/id-token-expired, as the app expects', async () => {
    const expired = tokenFor('ana', new Date(NOW.getTime() - 2 * 3_600_000));
    const answer = await call('GET', '/customer', { authorization: `Bearer ${expired}` });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      message: 'Tu sesión expiró. Inicia sesión de nuevo.',
      code: 'auth/id-token-expired',
    });
  });

  it('refuses a token of another Firebase project or a signed one it cannot check', async () => {
    const other = await startServer(backend, { firebaseProjectId: 'demo-otro' });
    try {
      const answer = await other.app.inject({ method: 'GET', url: '/api/customer', headers: bearer('ana') });
      expect([answer.statusCode, answer.json()]).toEqual([401, { message: 'Token de identidad no válido.' }]);
    } finally {
      await other.close();
    }
  });

  it("accepts an emulator token signed in after the server's stopped clock, as the live run gets", async () => {
    // The real Auth emulator signs in by the machine's time; test mode stops the server's clock at
    // the suite's instant, possibly days before (decision 051).
    const later = tokenFor('ana', new Date(NOW.getTime() + 8 * 86_400_000));
    const answer = await call('GET', '/customer', { authorization: `Bearer ${later}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ customer: { customer_id: 1 } });
  });

  it('finds the customer by the token uid', async () => {
    const answer = await call('GET', '/customer', bearer('ana'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      customer: { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' },
      user: { uid: 'qa-ana', role: 'customer' },
    });
  });

  it("answers an administrator's operation with 403 to a customer, whatever the token claims", async () => {
    const answer = await call('PUT', '/appconfig', bearer('ana'), {
      config: [{ key: 'tagline', value: 'x' }],
    });
    expect([answer.statusCode, answer.json()]).toEqual([
      403,
      { message: 'No tienes permiso para hacer esto.' },
    ]);
    const admin = await call('PUT', '/appconfig', bearer('admin'), {
      config: [{ key: 'tagline', value: 'Nuevo lema' }],
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<{ config: Array<{ key: string; value: string }> }>().config).toContainEqual({
      key: 'tagline',
      value: 'Nuevo lema',
    });
  });
});

describe("Google's keys (production)", () => {
  it('verifies an RS256 token and fetches the keys again only when Cache-Control says they aged', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    let fetches = 0;
    const fetchKeys = (async () => {
      fetches += 1;
      return new Response(JSON.stringify({ keys: [jwk] }), {
        headers: { 'cache-control': 'public, max-age=600' },
      });
    }) as unknown as typeof fetch;
    const verifier = googleVerifier('demo-studio', fetchKeys);
    const sign = (expiresAt: Date) =>
      new SignJWT({ email: 'ana@demo.mx', auth_time: Math.floor(NOW.getTime() / 1000) - 60 })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://securetoken.google.com/demo-studio')
        .setAudience('demo-studio')
        .setSubject('qa-ana')
        .setIssuedAt(Math.floor(NOW.getTime() / 1000) - 60)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(privateKey);
    const token = await sign(new Date(NOW.getTime() + 3_600_000));
    expect(await verifier.verify(token, NOW)).toEqual({ uid: 'qa-ana', email: 'ana@demo.mx' });
    await verifier.verify(token, new Date(NOW.getTime() + 599_000));
    expect(fetches).toBe(1);
    await verifier.verify(token, new Date(NOW.getTime() + 601_000));
    expect(fetches).toBe(2);
    await expect(verifier.verify(token, new Date(NOW.getTime() + 2 * 3_600_000))).rejects.toMatchObject({
      statusCode: 401,
      extra: { code: 'auth/id-token-expired' },
    });
    // A signed token whose sign-in lies ahead of now is refused.
    const signedInLater = await new SignJWT({ auth_time: Math.floor(NOW.getTime() / 1000) + 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://securetoken.google.com/demo-studio')
      .setAudience('demo-studio')
      .setSubject('qa-ana')
      .setIssuedAt(Math.floor(NOW.getTime() / 1000) - 60)
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 3600)
      .sign(privateKey);
    await expect(verifier.verify(signedInLater, NOW)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Token de identidad no válido.',
    });
    // An unsigned emulator token is never accepted in production.
    await expect(verifier.verify(tokenFor('ana'), NOW)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Token de identidad no válido.',
    });
  });
});
