import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { passwordReset } from '#server/identity/password-reset';
import { startFakeIdentityToolkit } from './support/fake-identity-toolkit';
import { behaviourBackends } from './support/harness';
import { useServerWithFake } from './support/provider-server';

/*
 * POST /customer/recover hands the mail to Firebase Auth (its REST API faked where the emulator
 * listens): the request Firebase gets, and each of its refusals as the customer reads it.
 */
describe.each(behaviourBackends())('password-reset mails through Firebase Auth on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeIdentityToolkit, (fake) => ({
    authEmulatorHost: fake.host,
  }));
  const recover = (email: string) =>
    env.server.app.inject({ method: 'POST', url: '/api/customer/recover', payload: { email } });

  it('asks Firebase for a PASSWORD_RESET mail in Spanish, to the address trimmed and lower-cased', async () => {
    const response = await recover(`  ${personas.ana.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(env.fake.requests).toHaveLength(1);
    const [sent] = env.fake.requests;
    expect(sent!.path).toMatch(/^\/identitytoolkit\.googleapis\.com\/v1\/accounts:sendOobCode\?key=/);
    expect(sent!.json).toMatchObject({ requestType: 'PASSWORD_RESET', email: personas.ana.email });
    expect(sent!.headers['x-firebase-locale']).toBe('es');
  });

  it('sends nothing for an address the studio does not know', async () => {
    expect((await recover('nadie.conocido@ejemplo.mx')).statusCode).toBe(404);
    expect(env.fake.requests).toEqual([]);
  });

  it.each([
    [400, 'EMAIL_NOT_FOUND', 404, 'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!'],
    [400, 'TOO_MANY_ATTEMPTS_TRY_LATER', 429, 'Demasiados intentos. Espera un momento e inténtalo de nuevo.'],
    [
      503,
      'UNAVAILABLE',
      502,
      'No pudimos enviar el correo para reestablecer tu contraseña. Intenta de nuevo en unos minutos.',
    ],
  ])('Firebase answering %i %s → %i with its Spanish text', async (status, code, answered, message) => {
    env.fake.failNext(status, code);
    const response = await recover(personas.ana.email);
    expect([response.statusCode, response.json().message]).toEqual([answered, message]);
  });
});

describe('password-reset mails without a Firebase web API key', () => {
  it('are unavailable (the service answers 503) instead of reaching Google without a key', async () => {
    const reset = passwordReset({
      firebaseProjectId: 'demo-studio',
      firebaseApiKey: undefined,
      authEmulatorHost: undefined,
    });
    expect(await reset.send(personas.ana.email)).toEqual({ ok: false, failure: { kind: 'unavailable' } });
  });
});
