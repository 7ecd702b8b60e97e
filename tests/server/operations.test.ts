import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_READY_MESSAGE } from '#server/http/health';
import { gracefulStop } from '#server/shutdown';
import { backends, startServer, type TestServer } from './support/harness';

describe.each(backends())('operations endpoints on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  }, 120_000);
  afterAll(() => server.close());

  it('says the process is alive and ready while its database answers', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('gives every answer a request id, keeping a safe one the proxy sent', async () => {
    const fresh = await server.app.inject({ method: 'GET', url: '/api/locations' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { 'x-request-id': 'proxy-7f3a.1' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a.1');
    // A value that could forge a log line is replaced, not echoed.
    const forged = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a\u2028{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness without a database', () => {
  it('answers 503 with a Spanish message once the database is gone, while /healthz still answers', async () => {
    const server = await startServer('pglite');
    try {
      await server.store.close();
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', message: NOT_READY_MESSAGE });
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('a graceful stop', () => {
  it('lets the request in flight finish, refuses new connections, then exits 0', async () => {
    const app = Fastify({ logger: false });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await held;
      return { done: true };
    });
    app.get('/fast', async () => ({ done: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const exits: number[] = [];

    const slow = fetch(`${base}/slow`).then(async (response) => [response.status, await response.json()]);
    await inFlight;
    gracefulStop(app, (code) => exits.push(code))('SIGTERM');
    // A new connection is refused once the server stops listening.
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
    expect(exits).toEqual([]);
    release();
    expect(await slow).toEqual([200, { done: true }]);
    await vi.waitFor(() => expect(exits).toEqual([0]), { timeout: 15_000 });
  });
});
