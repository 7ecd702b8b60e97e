import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { paths } from '#src/api/schema.gen';
import { freezeMockClock } from '#mocks/clock';
import { db } from '#mocks/db';
import { handlers } from '#mocks/handlers/all';
import { indexHandlers } from '#mocks/handler-index';
import { mintIdToken } from '#mocks/identity-token';
import { cleanStaffHtmlOnJsdom } from '#mocks/node-window';
import { personas, type PersonaKey } from '#mocks/personas';
import { renewalHandlers } from '#mocks/renewals';
import { contractViolation } from '#mocks/response-contract';
import { resetScenarios } from '#mocks/scenarios';
import { seedDb } from '#mocks/seed';
import { NOW } from '#tests/server/support/clock';
import { startFakeConekta, type FakeConekta } from '#tests/server/support/fake-conekta';
import { startFakePaypal, type FakePaypal } from '#tests/server/support/fake-paypal';
import {
  startFakeIdentityToolkit,
  type FakeIdentityToolkit,
} from '#tests/server/support/fake-identity-toolkit';
import { startFakeStripe, type FakeStripe } from '#tests/server/support/fake-stripe';
import { backends, startServer, type Backend, type TestServer } from '#tests/server/support/harness';
import { serverImplements } from './server-operations';

/** Who calls: a QA persona, any identity (a newcomer), or nobody (no Authorization header). */
export type Caller = PersonaKey | { uid: string; email: string } | undefined;

/**
 * One implementation of openapi.yaml a conformance test runs against: the mocks in process or the
 * server over HTTP. Tests arrange and observe only through `api` and the control surface below.
 */
export interface Target {
  name: string;
  /** The typed client, calling with an emulator identity token for `as` (none when omitted). */
  api(as?: Caller): Client<paths>;
  /** Plain fetch under /api (for bodies the typed client cannot send: malformed JSON, wrong kinds). */
  fetch(path: string, init?: RequestInit & { as?: Caller }): Promise<Response>;
  /** Back to the seed as of `now` (default NOW), every configuration change undone. */
  reset(now?: string): Promise<void>;
  setClock(iso: string): Promise<void>;
  setConfig(entries: Record<string, string | null>): Promise<void>;
  /**
   * Removes a class (and its coaches, tags) as no call can: staff cancel classes. For what must
   * survive a class gone by other means, such as undoing a coach's deletion (by hand in the database).
   */
  dropClass(single_class_id: number): Promise<void>;
  /** Removes a video (its tags, favorites, progress), as no call can: for the same kind of test. */
  dropVideo(video_id: number): Promise<void>;
  /** The buyer approving a subscription to this plan in PayPal's window: the subscription's id. */
  paypalSubscribes(plan_id: string): string;
}

interface TargetShell extends Target {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Problems the target noticed during a test (the mocks' answers off the contract). */
  problems(): Promise<string[]>;
}

function tokenHeader(as: Caller, now: Date): Record<string, string> {
  if (!as) return {};
  const { uid, email } = typeof as === 'string' ? personas[as] : as;
  return { authorization: `Bearer ${mintIdToken({ uid, email, now })}` };
}

function clientFor(
  baseUrl: string,
  send: (request: Request) => Promise<Response>,
  headers: Record<string, string>,
) {
  return createClient<paths>({ baseUrl, fetch: send, headers });
}

// The mocks renew what falls due on every request, as the providers and the server's job would.
const mockHandlers = [indexHandlers([...renewalHandlers, ...handlers])];

/** The mocks' handlers called directly (msw's getResponse): no global fetch patching, no port. */
function mocksTarget(): TargetShell {
  cleanStaffHtmlOnJsdom();
  const baseUrl = 'http://localhost/api';
  let now = NOW;
  const checks: Array<Promise<string | null>> = [];
  async function send(request: Request): Promise<Response> {
    const response =
      (await getResponse(mockHandlers, request.clone())) ?? new Response(null, { status: 404 });
    checks.push(contractViolation(request, response.clone()));
    return response;
  }
  const target: TargetShell = {
    name: 'mocks',
    api: (as) => clientFor(baseUrl, send, tokenHeader(as, now)),
    fetch: (path, { as, headers, ...init } = {}) =>
      send(
        new Request(`${baseUrl}${path}`, {
          ...init,
          headers: { ...tokenHeader(as, now), ...(headers as object) },
        }),
      ),
    async reset(iso = NOW.toISOString()) {
      now = new Date(iso);
      freezeMockClock(now);
      resetScenarios();
      await seedDb();
    },
    async setClock(iso) {
      now = new Date(iso);
      freezeMockClock(now);
    },
    async setConfig(entries) {
      for (const [key, value] of Object.entries(entries)) {
        const found = db.appConfig.findFirst((q) => q.where({ key }));
        if (found) {
          await db.appConfig.update((q) => q.where({ key }), {
            data(entry) {
              entry.value = value;
            },
          });
        } else await db.appConfig.create({ key, value });
      }
    },
    async dropClass(single_class_id) {
      await db.singleClasses.delete((q) => q.where({ single_class_id }));
    },
    async dropVideo(video_id) {
      await db.videos.delete((q) => q.where({ video_id }));
    },
    // The mocks' button makes up the id; their capture trusts it (mocks/payments/fake-paypal.ts).
    paypalSubscribes: (plan_id) => `I-MOCK-${plan_id}`,
    async start() {},
    async stop() {
      freezeMockClock(undefined);
    },
    problems: async () => (await Promise.all(checks.splice(0))).filter((v): v is string => v !== null),
  };
  return target;
}

interface SharedServer {
  baseUrl: string;
  stripe: FakeStripe;
  conekta: FakeConekta;
  paypal: FakePaypal;
  identityToolkit: FakeIdentityToolkit;
}

/**
 * One server per database and worker, started by the first suite that needs it and kept for the
 * worker's other files (the server suites run without isolation: vitest.server.config.ts). Every
 * test starts from a reset, so a suite finds it as a fresh one would be; the worker's exit
 * removes its database copy. Card payments, saved cards, the payment button and password-reset
 * mails reach Stripe's, Conekta's, PayPal's and Firebase Auth's APIs faked on local ports, as the
 * mocks fake Stripe.js, the tokenizer and PayPal's button.
 */
const shared = new Map<Backend, Promise<SharedServer>>();

function sharedServer(backend: Backend): Promise<SharedServer> {
  let found = shared.get(backend);
  if (!found) {
    found = (async () => {
      const stripe = await startFakeStripe();
      const conekta = await startFakeConekta();
      const paypal = await startFakePaypal();
      const identityToolkit = await startFakeIdentityToolkit();
      const server: TestServer = await startServer(backend, {
        stripe: stripe.settings,
        conekta: conekta.settings,
        paypal: paypal.settings,
        authEmulatorHost: identityToolkit.host,
      });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      return { baseUrl: `http://127.0.0.1:${port}/api`, stripe, conekta, paypal, identityToolkit };
    })();
    shared.set(backend, found);
  }
  return found;
}

function isConnectionReset(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}

/** The real server on a copy of the seeded template, listening on a free port, called over HTTP. */
function serverTarget(backend: Backend): TargetShell {
  let server: SharedServer | undefined;
  let baseUrl = '';
  let now = NOW;
  const send = (request: Request) => globalThis.fetch(request);
  async function control(method: 'POST' | 'PUT', path: string, body: unknown) {
    const call = () =>
      fetch(`${baseUrl}/__test__/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The shared server's kept-alive socket can be closed by the server just as a suite that
    // follows a long idle gap reuses it (ECONNRESET, seen once in CI). A control call sets a
    // state (the seed, the clock, a setting), so sending it again is safe.
    const response = await call().catch((error: unknown) => {
      if (!isConnectionReset(error)) throw error;
      return call();
    });
    if (!response.ok)
      throw new Error(`${method} /__test__/${path}: ${response.status} ${await response.text()}`);
  }
  return {
    name: `server on ${backend}`,
    api: (as) => clientFor(baseUrl, send, tokenHeader(as, now)),
    fetch: (path, { as, headers, ...init } = {}) =>
      fetch(`${baseUrl}${path}`, { ...init, headers: { ...tokenHeader(as, now), ...(headers as object) } }),
    async reset(iso = NOW.toISOString()) {
      now = new Date(iso);
      server?.stripe.reset();
      server?.conekta.reset();
      server?.paypal.reset();
      server?.identityToolkit.reset();
      await control('POST', 'reset', { now: iso });
    },
    async setClock(iso) {
      now = new Date(iso);
      await control('PUT', 'clock', { now: iso });
    },
    async setConfig(entries) {
      for (const [key, value] of Object.entries(entries)) await control('PUT', 'config', { key, value });
    },
    dropClass: (single_class_id) => control('POST', 'drop-class', { single_class_id }),
    dropVideo: (video_id) => control('POST', 'drop-video', { video_id }),
    paypalSubscribes: (plan_id) => server!.paypal.subscribe(plan_id),
    async start() {
      server = await sharedServer(backend);
      baseUrl = server.baseUrl;
    },
    // The server stays for the worker's next suite; a read-only suite after this one resets first.
    async stop() {},
    problems: async () => [],
  };
}

/**
 * The targets a suite runs on: the mocks always; the server on each database here, when it
 * implements every operation the suite calls (server-operations.ts turns suites on as they land).
 */
export function targets(operations: readonly string[]): TargetShell[] {
  const all: TargetShell[] = [mocksTarget()];
  if (serverImplements(operations)) all.push(...backends().map(serverTarget));
  return all;
}

/**
 * Starts the target for the describe block and resets it to the seed: before each test, or once
 * for suites that only read (a reset reseeds the server's database: seconds on PGlite).
 */
export function useTarget(target: TargetShell, { readOnly = false } = {}): Target {
  beforeAll(async () => {
    await target.start();
    if (readOnly) await target.reset();
  });
  afterAll(() => target.stop());
  beforeEach(async () => {
    if (!readOnly) await target.reset();
  });
  afterEach(async () => {
    expect(await target.problems(), 'answers that break openapi.yaml').toEqual([]);
  });
  return target;
}
