import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { targets, useTarget } from './support/targets';

/**
 * "¿Olvidaste tu contraseña?" through the API, on both targets: the studio's own accounts are
 * looked up (any case), an unknown address is told to sign up, and a missing one is refused.
 */
const OPERATIONS = ['recoverPassword'];

describe.each(targets(OPERATIONS))('password recovery on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });
  const recover = (email: string) => target.api().POST('/customer/recover', { body: { email } });

  it('answers the spec’s text for a customer’s address, whatever its case', async () => {
    for (const email of [personas.ana.email, personas.ana.email.toUpperCase()]) {
      const { response, data } = await recover(email);
      expect([response.status, data]).toEqual([
        200,
        { message: 'Te hemos enviado un correo para reestablecer tu contraseña.' },
      ]);
    }
  });

  it('also knows a staff account', async () => {
    expect((await recover(personas.admin.email)).response.status).toBe(200);
  });

  it('tells an unknown address to sign up', async () => {
    const { response, error } = await recover('nadie.conocido@ejemplo.mx');
    expect([response.status, error?.message]).toEqual([
      404,
      'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!',
    ]);
  });

  it('refuses a request without an address in Spanish', async () => {
    const response = await target.fetch('/customer/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/correo/);
  });
});
