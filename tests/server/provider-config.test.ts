import { describe, expect, it } from 'vitest';
import type { ConfigError } from '#server/config';
import { readConfig } from '#server/config';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("the server's payment provider settings", () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_51Abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    APP_ORIGINS: 'https://estudio.mx',
  };

  it('reads the keys together, with the app origin the hosted page returns to', () => {
    expect(readConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_51Abc',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
      returnOrigin: 'https://estudio.mx',
    });
    expect(readConfig({}).stripe).toBeUndefined();
  });

  it('stops the start naming each variable, and never repeats a secret', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_API_URL: 'stripe' });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY debe ser una clave secreta de Stripe (sk_live_… o sk_test_…).',
      'STRIPE_WEBHOOK_SECRET debe ser el secreto de firma del webhook de Stripe (whsec_…).',
      'STRIPE_API_URL debe ser un origen (http://127.0.0.1:12111) y no se permite con NODE_ENV=production.',
      'STRIPE_SECRET_KEY necesita APP_ORIGINS: la página de pago de Stripe vuelve a la app.',
    ]);
    expect(problems.join(' ')).not.toContain('pk_live_oops');
    expect(problemsOf({ ...keys, NODE_ENV: 'production' })).toEqual([
      'STRIPE_SECRET_KEY debe ser una clave de producción (sk_live_…) con NODE_ENV=production.',
    ]);
  });

  it('reads the Conekta key for saved cards, and refuses a public key or a fake API in production', () => {
    expect(readConfig({ CONEKTA_PRIVATE_KEY: 'key_abc123' }).conekta).toEqual({
      privateKey: 'key_abc123',
      apiUrl: undefined,
    });
    expect(
      problemsOf({
        CONEKTA_PRIVATE_KEY: 'pub_key',
        CONEKTA_API_URL: 'http://127.0.0.1:1',
        NODE_ENV: 'production',
      }),
    ).toEqual([
      'CONEKTA_PRIVATE_KEY debe ser una llave privada de Conekta (key_…).',
      'CONEKTA_API_URL debe ser un origen (http://127.0.0.1:3000) y no se permite con NODE_ENV=production.',
    ]);
  });
});

describe("the server's PayPal settings", () => {
  const paypal = {
    PAYPAL_CLIENT_ID: 'AbC123_client-id',
    PAYPAL_CLIENT_SECRET: 'EfG456_very-secret',
    PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
  };

  it('reads the three together, on the sandbox API unless told live (always live in production)', () => {
    expect(readConfig(paypal).paypal).toEqual({
      clientId: 'AbC123_client-id',
      clientSecret: 'EfG456_very-secret',
      webhookId: '1JE4291016473214C',
      apiUrl: 'https://api-m.sandbox.paypal.com',
    });
    expect(readConfig({ ...paypal, PAYPAL_ENV: 'live' }).paypal?.apiUrl).toBe('https://api-m.paypal.com');
    expect(readConfig({ ...paypal, NODE_ENV: 'production' }).paypal?.apiUrl).toBe('https://api-m.paypal.com');
    expect(readConfig({ ...paypal, PAYPAL_API_URL: 'http://127.0.0.1:8000' }).paypal?.apiUrl).toBe(
      'http://127.0.0.1:8000',
    );
    expect(readConfig({}).paypal).toBeUndefined();
  });

  it('stops the start naming each variable, and never repeats the secret', () => {
    const problems = problemsOf({ PAYPAL_CLIENT_SECRET: 'EfG456 very secret', PAYPAL_ENV: 'test' });
    expect(problems).toEqual([
      'PAYPAL_CLIENT_ID debe ser el Client ID de la app REST de PayPal.',
      'PAYPAL_CLIENT_SECRET debe ser el secreto de la app REST de PayPal.',
      'PAYPAL_WEBHOOK_ID debe ser el id del webhook de PayPal a /api/webhooks/paypal.',
      'PAYPAL_ENV debe ser live o sandbox.',
    ]);
    expect(problems.join(' ')).not.toContain('very secret');
    expect(
      problemsOf({ ...paypal, NODE_ENV: 'production', PAYPAL_ENV: 'sandbox', PAYPAL_API_URL: 'http://x:1' }),
    ).toEqual([
      'PAYPAL_ENV debe ser live con NODE_ENV=production.',
      'PAYPAL_API_URL debe ser un origen (http://127.0.0.1:8000) y no se permite con NODE_ENV=production.',
    ]);
    expect(problemsOf({ PAYPAL_API_URL: 'http://127.0.0.1:8000' })).toEqual([
      'PAYPAL_API_URL no sirve sin PAYPAL_CLIENT_ID.',
    ]);
  });
});

describe("the server's mail delivery settings", () => {
  it('reads SMTP_URL with MAIL_FROM, and leaves delivery off without them', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtp://hola:secreta@smtp.estudio.mx:587',
        MAIL_FROM: '"Estudio" <hola@estudio.mx>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtp://hola:secreta@smtp.estudio.mx:587', from: '"Estudio" <hola@estudio.mx>' });
    expect(readConfig({ SMTP_URL: 'smtps://smtp.estudio.mx', MAIL_FROM: 'hola@estudio.mx' }).mail).toEqual({
      smtpUrl: 'smtps://smtp.estudio.mx',
      from: 'hola@estudio.mx',
    });
    expect(readConfig({}).mail).toBeUndefined();
  });

  it('stops the start naming each variable, and never repeats the password', () => {
    const problems = problemsOf({ SMTP_URL: 'http://hola:secreta@smtp.estudio.mx' });
    expect(problems).toEqual([
      'SMTP_URL debe ser una URL de SMTP (smtp://usuario:clave@host:587 o smtps://…).',
      'MAIL_FROM debe ser el remitente de los correos, p. ej. "Estudio" <hola@estudio.mx> (se necesita con SMTP_URL).',
    ]);
    expect(problems.join(' ')).not.toContain('secreta');
    expect(problemsOf({ SMTP_URL: 'smtp://smtp.estudio.mx', MAIL_FROM: 'Estudio' })).toEqual([
      'MAIL_FROM debe ser el remitente de los correos, p. ej. "Estudio" <hola@estudio.mx> (se necesita con SMTP_URL).',
    ]);
    expect(problemsOf({ MAIL_FROM: 'hola@estudio.mx' })).toEqual(['MAIL_FROM no sirve sin SMTP_URL.']);
  });
});
