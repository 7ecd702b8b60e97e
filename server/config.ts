import addressparser from 'nodemailer/lib/addressparser';

/**
 * Every environment variable the server reads, checked once at start. A bad value stops the start
 * with one line per problem, naming the variable and what it should be (docs/server.md lists them).
 */
export interface ServerConfig {
  port: number;
  /** A PostgreSQL URL; without it the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Where uploads live when files_location is 'server'. */
  uploadsDir: string;
  /** An S3-compatible API instead of AWS's (MinIO, R2; a local fake in tests); path-style addressing. */
  s3ApiUrl?: string | undefined;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator: its unsigned tokens are accepted only when set. */
  authEmulatorHost: string | undefined;
  /**
   * The Firebase project's web API key (public: the app ships it too). Password-reset mails go
   * through Firebase Auth with it; the emulator takes any key.
   */
  firebaseApiKey?: string | undefined;
  testMode: boolean;
  production: boolean;
  /** Origins whose pages may call the API with their bearer token (CORS). */
  appOrigins: string[];
  logLevel: string;
  /** How many proxies in front of the server to believe about the caller's address (0: none). */
  trustProxyHops: number;
  /** Card payments; without them a card checkout answers that paying by card is unavailable. */
  stripe?: StripeSettings | undefined;
  /** Saved cards (Conekta); without it saving or charging a saved card answers it is unavailable. */
  conekta?: ConektaSettings | undefined;
  /** The payment button (PayPal's REST API); without it its checkout answers it is unavailable. */
  paypal?: PaypalSettings | undefined;
  /** Delivery of the mail outbox; without it mails are only recorded (server/mail/deliver.ts). */
  mail?: MailSettings | undefined;
  /**
   * Whether this process runs the scheduled jobs (server/jobs, decision 067); JOBS, on unless test
   * mode, whose clock the tests move. Unset reads as on.
   */
  jobs?: boolean | undefined;
  /**
   * SEED_DEMO=if-empty: the demo studio is loaded at start into a database with no customers (npm
   * start; the database is opened once). Refused in production: its accounts are the QA personas.
   */
  seedDemo?: boolean | undefined;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** PayPal's REST API: live or sandbox by PAYPAL_ENV, or PAYPAL_API_URL (a local fake in tests). */
  apiUrl: string;
  /** The webhook PayPal signs events for: its id is part of every signature check. */
  webhookId: string;
}

const PAYPAL_APIS = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' };

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…: nodemailer's transport; it never reaches a log. */
  smtpUrl: string;
  /** The From of every mail: `"Estudio" <hola@estudio.mx>`. */
  from: string;
}

export interface ConektaSettings {
  privateKey: string;
  /** Where the SDK sends its requests instead of api.conekta.io (a local fake in tests). */
  apiUrl?: string | undefined;
}

export interface StripeSettings {
  secretKey: string;
  /** Signs the events Stripe posts to /api/webhooks/stripe. */
  webhookSecret: string;
  /** Where the SDK sends its requests instead of api.stripe.com (a local fake, stripe-mock). */
  apiUrl?: string | undefined;
  /** Where the hosted page (session mode) returns the customer: the app's origin. */
  returnOrigin: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `La configuración del servidor no es válida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };

  const portText = value('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT debe ser un número de puerto entre 0 y 65535 (es "${portText}").`);
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    problems.push('DATABASE_URL debe ser una URL de PostgreSQL (postgres://usuario:clave@host:puerto/base).');
  }

  const firebaseProjectId = value('FIREBASE_PROJECT_ID') ?? 'demo-studio';
  if (!/^[a-z0-9-]{4,30}$/.test(firebaseProjectId)) {
    problems.push(
      `FIREBASE_PROJECT_ID debe ser el id de un proyecto de Firebase (es "${firebaseProjectId}").`,
    );
  }

  const authEmulatorHost = value('FIREBASE_AUTH_EMULATOR_HOST');
  if (authEmulatorHost !== undefined && !/^[\w.-]+:\d+$/.test(authEmulatorHost)) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST debe ser host:puerto, p. ej. 127.0.0.1:9099 (es "${authEmulatorHost}").`,
    );
  }

  const production = value('NODE_ENV') === 'production';
  const testModeText = value('STUDIO_TEST_MODE');
  if (testModeText !== undefined && testModeText !== '0' && testModeText !== '1') {
    problems.push(`STUDIO_TEST_MODE debe ser 1 o 0 (es "${testModeText}").`);
  }
  const testMode = testModeText === '1';
  if (testMode && production) {
    problems.push(
      'STUDIO_TEST_MODE=1 no se permite con NODE_ENV=production: expondría el control de pruebas.',
    );
  }
  if (authEmulatorHost !== undefined && production) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST no se permite con NODE_ENV=production: aceptaría tokens sin firma.',
    );
  }

  const appOrigins = (value('APP_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of appOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(
        `APP_ORIGINS debe ser una lista de orígenes separados por comas, p. ej. https://estudio.mx (no "${origin}").`,
      );
    }
  }

  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL debe ser uno de: ${LOG_LEVELS.join(', ')}.`);

  const trustProxyText = value('TRUST_PROXY_HOPS') ?? '0';
  const trustProxyHops = Number(trustProxyText);
  if (!/^\d$/.test(trustProxyText)) {
    problems.push(
      `TRUST_PROXY_HOPS debe ser cuántos proxies hay delante del servidor, de 0 a 9 (es "${trustProxyText}").`,
    );
  }
  const stripe = stripeSettings(value, { production, appOrigins }, problems);
  const conekta = conektaSettings(value, production, problems);
  const paypal = paypalSettings(value, production, problems);
  const mail = mailSettings(value, problems);
  const jobsText = value('JOBS');
  if (jobsText !== undefined && jobsText !== 'on' && jobsText !== 'off') {
    problems.push(`JOBS debe ser on u off (es "${jobsText}").`);
  }

  const seedDemoText = value('SEED_DEMO');
  if (seedDemoText !== undefined && seedDemoText !== 'if-empty') {
    problems.push(`SEED_DEMO solo puede ser if-empty (es "${seedDemoText}").`);
  }
  if (seedDemoText !== undefined && production) {
    problems.push('SEED_DEMO no se permite con NODE_ENV=production: cargaría las cuentas de QA.');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    databaseUrl,
    pgliteDir: value('PGLITE_DIR') ?? '.data/pglite',
    uploadsDir: value('UPLOADS_DIR') ?? '.data/uploads',
    s3ApiUrl: value('S3_API_URL'),
    firebaseProjectId,
    authEmulatorHost,
    firebaseApiKey: value('FIREBASE_API_KEY'),
    testMode,
    production,
    appOrigins,
    logLevel,
    trustProxyHops,
    stripe,
    conekta,
    paypal,
    mail,
    jobs: jobsText === undefined ? !testMode : jobsText === 'on',
    seedDemo: seedDemoText === 'if-empty',
  };
}

/** PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID come together; no message repeats one. */
function paypalSettings(
  value: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
): PaypalSettings | undefined {
  const clientId = value('PAYPAL_CLIENT_ID');
  const clientSecret = value('PAYPAL_CLIENT_SECRET');
  const webhookId = value('PAYPAL_WEBHOOK_ID');
  const env = value('PAYPAL_ENV') ?? (production ? 'live' : 'sandbox');
  const apiUrl = value('PAYPAL_API_URL');
  if (clientId === undefined && clientSecret === undefined && webhookId === undefined) {
    if (apiUrl !== undefined) problems.push('PAYPAL_API_URL no sirve sin PAYPAL_CLIENT_ID.');
    return undefined;
  }
  const before = problems.length;
  if (clientId === undefined || !/^[\w-]{10,}$/.test(clientId)) {
    problems.push('PAYPAL_CLIENT_ID debe ser el Client ID de la app REST de PayPal.');
  }
  if (clientSecret === undefined || !/^[\w-]{10,}$/.test(clientSecret)) {
    problems.push('PAYPAL_CLIENT_SECRET debe ser el secreto de la app REST de PayPal.');
  }
  if (webhookId === undefined || !/^[\w-]+$/.test(webhookId)) {
    problems.push('PAYPAL_WEBHOOK_ID debe ser el id del webhook de PayPal a /api/webhooks/paypal.');
  }
  if (env !== 'live' && env !== 'sandbox') {
    problems.push('PAYPAL_ENV debe ser live o sandbox.');
  } else if (production && env !== 'live') {
    problems.push('PAYPAL_ENV debe ser live con NODE_ENV=production.');
  }
  if (apiUrl !== undefined && (production || !/^https?:\/\/[^/\s]+$/.test(apiUrl))) {
    problems.push(
      'PAYPAL_API_URL debe ser un origen (http://127.0.0.1:8000) y no se permite con NODE_ENV=production.',
    );
  }
  if (problems.length > before) return undefined;
  return {
    clientId: clientId!,
    clientSecret: clientSecret!,
    webhookId: webhookId!,
    apiUrl: apiUrl ?? PAYPAL_APIS[env as 'live' | 'sandbox'],
  };
}

/** SMTP_URL and MAIL_FROM come together; the URL holds a password, so no message repeats it. */
function mailSettings(
  value: (name: string) => string | undefined,
  problems: string[],
): MailSettings | undefined {
  const smtpUrl = value('SMTP_URL');
  const from = value('MAIL_FROM');
  const before = problems.length;
  if (smtpUrl === undefined) {
    if (from !== undefined) problems.push('MAIL_FROM no sirve sin SMTP_URL.');
    return undefined;
  }
  if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol) || !new URL(smtpUrl).hostname) {
    problems.push('SMTP_URL debe ser una URL de SMTP (smtp://usuario:clave@host:587 o smtps://…).');
  }
  const addresses = from === undefined ? [] : addressparser(from, { flatten: true });
  if (addresses.length !== 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(addresses[0]?.address ?? '')) {
    problems.push(
      'MAIL_FROM debe ser el remitente de los correos, p. ej. "Estudio" <hola@estudio.mx> (se necesita con SMTP_URL).',
    );
  }
  return problems.length === before && from !== undefined ? { smtpUrl, from } : undefined;
}

function conektaSettings(
  value: (name: string) => string | undefined,
  production: boolean,
  problems: string[],
): ConektaSettings | undefined {
  const privateKey = value('CONEKTA_PRIVATE_KEY');
  const apiUrl = value('CONEKTA_API_URL');
  if (privateKey === undefined) {
    if (apiUrl !== undefined) problems.push('CONEKTA_API_URL no sirve sin CONEKTA_PRIVATE_KEY.');
    return undefined;
  }
  if (!/^key_\w+$/.test(privateKey)) {
    problems.push('CONEKTA_PRIVATE_KEY debe ser una llave privada de Conekta (key_…).');
  }
  if (apiUrl !== undefined && (production || !/^https?:\/\/[^/\s]+$/.test(apiUrl))) {
    problems.push(
      'CONEKTA_API_URL debe ser un origen (http://127.0.0.1:3000) y no se permite con NODE_ENV=production.',
    );
  }
  return { privateKey, apiUrl };
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET come together; their values never reach a message. */
function stripeSettings(
  value: (name: string) => string | undefined,
  { production, appOrigins }: { production: boolean; appOrigins: string[] },
  problems: string[],
): StripeSettings | undefined {
  const secretKey = value('STRIPE_SECRET_KEY');
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  const apiUrl = value('STRIPE_API_URL');
  if (secretKey === undefined && webhookSecret === undefined) {
    if (apiUrl !== undefined) problems.push('STRIPE_API_URL no sirve sin STRIPE_SECRET_KEY.');
    return undefined;
  }
  if (secretKey === undefined || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY debe ser una clave secreta de Stripe (sk_live_… o sk_test_…).');
  } else if (production && !secretKey.includes('_live_')) {
    problems.push('STRIPE_SECRET_KEY debe ser una clave de producción (sk_live_…) con NODE_ENV=production.');
  }
  if (webhookSecret === undefined || !/^whsec_\w+$/.test(webhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET debe ser el secreto de firma del webhook de Stripe (whsec_…).');
  }
  if (apiUrl !== undefined && (production || !/^https?:\/\/[^/\s]+$/.test(apiUrl))) {
    problems.push(
      'STRIPE_API_URL debe ser un origen (http://127.0.0.1:12111) y no se permite con NODE_ENV=production.',
    );
  }
  if (appOrigins.length === 0) {
    problems.push('STRIPE_SECRET_KEY necesita APP_ORIGINS: la página de pago de Stripe vuelve a la app.');
  }
  if (!secretKey || !webhookSecret) return undefined;
  return { secretKey, webhookSecret, apiUrl, returnOrigin: appOrigins[0] ?? '' };
}
