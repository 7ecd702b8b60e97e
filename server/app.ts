import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type Ajv from 'ajv';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import rawBody from 'fastify-raw-body';
import multipart from '@fastify/multipart';
import { parse } from 'yaml';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/error-handler';
import { registerHealth } from './http/health';
import { registerRateLimits } from './http/rate-limits';
import { REQUEST_ID_HEADER, requestId } from './http/request-id';
import { MAX_BODY_BYTES, REDACTED_PATHS } from './http/limits';
import { validatorCompiler } from './http/request-validation';
import { compilingOnce } from './http/compile-once';
import { emulatorVerifier, googleVerifier, type IdTokenVerifier } from './identity/id-token';
import { identify } from './identity/caller';
import { SERVICES } from './services/all';
import type { OperationHandler, ServerContext } from './services/context';
import { registerTestControl, type TestControl } from './test-control/routes';

type Spec = {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
};

const spec = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Spec;

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  /** Test mode only: what the control surface resets the database with. */
  testControl?: TestControl;
  /** Tests: check every answer against the contract (@fastify/response-validation). */
  validateResponses?: boolean;
  verifier?: IdTokenVerifier;
  logger?: boolean;
}

/** The contract's operation a route serves: GET /api/pages/:slug → `/pages/{slug}`'s `get`. */
function operationOf(method: string, url: string) {
  const template = url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
  return spec.paths[template]?.[method.toLowerCase()];
}

/** Does the contract declare a 404 for the route? (bad path ids answer 404 there). */
const declares404 = (method: string, url: string) => Boolean(operationOf(method, url)?.responses?.['404']);

let responseAjvOnce: Promise<Ajv> | undefined;

/**
 * Tests' response validation: one Ajv for every app of the process, each schema compiled once
 * (server/http/compile-once.ts). The answer is checked as it leaves, never changed: the plugin's
 * defaults would fill in defaults and strip undeclared fields, so a test would see what
 * production never sends.
 */
function responseAjv(): Promise<Ajv> {
  responseAjvOnce ??= Promise.all([import('ajv'), import('ajv-formats')]).then(
    ([{ default: AjvClass }, { default: addFormats }]) => {
      const ajv = new AjvClass({
        strict: false,
        allErrors: true,
        useDefaults: false,
        removeAdditional: false,
      });
      addFormats(ajv);
      return compilingOnce(ajv);
    },
  );
  return responseAjvOnce;
}

/**
 * The studio's server: well-kept plugins configured once (CORS, response validation in tests),
 * the identity plugin (the contract's bearerAuth), then every operation of openapi.yaml routed by
 * its operationId to the service object of its area.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, clock } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: REDACTED_PATHS },
    bodyLimit: MAX_BODY_BYTES,
    // The app's ids are small; a 15-digit path id is refused by the contract, never parsed as float.
    routerOptions: { maxParamLength: 200 },
    genReqId: requestId,
    // Behind a proxy, the caller's address (rate limits, logs) is in X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler({ declares404 }));
  installErrorHandler(app);

  await app.register(cors, {
    origin: config.appOrigins.length > 0 ? config.appOrigins : false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  // Answers over 1 KB leave gzip-compressed for a client that accepts it (a signed-in customer's
  // week is about 350 KB of JSON, 30 KB compressed); what a handler compressed already (the
  // visitors' cached week) passes as it is.
  await app.register(compress, { threshold: 1024, encodings: ['gzip'] });
  const rateLimits = await registerRateLimits(app, (method, url) => operationOf(method, url)?.operationId);
  if (options.validateResponses) {
    const { default: responseValidation } = await import('@fastify/response-validation');
    await app.register(responseValidation, { ajv: await responseAjv() });
  }

  // A provider's webhook is verified on the bytes it signed: the operations whose contract says
  // `x-fastify-config: { rawBody: true }` (the Stripe and PayPal webhooks) keep them as request.rawBody.
  await app.register(rawBody, { global: false, runFirst: true, encoding: 'utf8' });
  // Uploads (POST /files, /files/s3) read their multipart body in the handler (server/files/upload.ts).
  await app.register(multipart);

  const context: ServerContext = { db, clock, config };
  const verifier =
    options.verifier ??
    (config.authEmulatorHost
      ? emulatorVerifier(config.firebaseProjectId)
      : googleVerifier(config.firebaseProjectId));
  const handlers = new Map<string, OperationHandler>();
  for (const factory of SERVICES) {
    for (const [operationId, handler] of Object.entries(factory(context))) handlers.set(operationId, handler);
  }

  await app.register(openapiGlue, {
    specification: structuredClone(spec),
    prefix: '/api',
    // Every operation of openapi.yaml has its handler (tests/conformance/server-coverage.test.ts):
    // one without is a programming error, refused at start rather than answered at run time.
    operationResolver: (operationId: string) => {
      const handler = handlers.get(operationId);
      if (!handler) throw new Error(`openapi.yaml's ${operationId} has no handler in server/services`);
      // Staff checks ask which operation a request is (src/domain/staff/operation-areas.ts).
      const routed: OperationHandler = (request, reply) => {
        request.operationId = operationId;
        return handler(request, reply);
      };
      return routed;
    },
    securityHandlers: {
      async bearerAuth(request: FastifyRequest) {
        request.caller = await identify(request, verifier, db, clock.now());
      },
    },
  });

  registerHealth(app, db);
  if (config.testMode && options.testControl) {
    registerTestControl(app, context, options.testControl, rateLimits);
  }
  return app;
}
