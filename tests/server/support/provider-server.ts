import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ServerConfig } from '#server/config';
import { NOW } from './clock';
import { startServer, type Backend, type TestServer } from './harness';

interface FakeProvider {
  reset(): void;
  close(): Promise<void>;
}

/**
 * For a describe block: a provider's fake API on a local port and the server configured to reach
 * it; before each test both start again from nothing (the fake's records, the seed at NOW).
 */
export function useServerWithFake<F extends FakeProvider>(
  backend: Backend,
  startFake: () => Promise<F>,
  settings: (fake: F) => Partial<ServerConfig>,
) {
  const state: { server?: TestServer; fake?: F } = {};
  beforeAll(async () => {
    state.fake = await startFake();
    state.server = await startServer(backend, settings(state.fake));
  });
  afterAll(async () => {
    await state.server?.close();
    await state.fake?.close();
  });
  beforeEach(async () => {
    state.fake!.reset();
    const reset = await state.server!.app.inject({
      method: 'POST',
      url: '/api/__test__/reset',
      payload: { now: NOW.toISOString() },
    });
    expect(reset.statusCode).toBe(200);
  });
  return {
    get server() {
      return state.server!;
    },
    get fake() {
      return state.fake!;
    },
  };
}
