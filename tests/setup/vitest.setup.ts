import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { setTokenSource } from '#src/api/client';
import { server } from '#mocks/node';
import { releaseAllHolds } from '#mocks/holds';
import { contractViolation } from '#mocks/response-contract';
import { resetScenarios } from '#mocks/scenarios';
import { seedDb } from '#mocks/seed';

// findBy*/waitFor wait up to 4 s instead of 1 s: on a loaded 2-core CI machine an XState actor
// chain plus a mocked request can take longer than a second, which made tests flake under load
// (site-header's 'Salir'); a real failure still fails, only later.
configure({ asyncUtilTimeout: 4000 });

// The mock server listens before any test file is imported: Firebase's Node build captures
// `fetch` when it is imported, so a server started in `beforeAll` would be too late.
server.listen({ onUnhandledRequest: 'error' });

// Every answer the handlers give anywhere in the suite must honour openapi.yaml.
const checks: Array<Promise<string | null>> = [];
server.events.on('response:mocked', ({ request, response }) => {
  checks.push(contractViolation(request, response));
});

beforeEach(async () => {
  resetScenarios();
  await seedDb();
});

afterEach(async () => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  releaseAllHolds();
  server.resetHandlers();
  setTokenSource(null);
  const violations = (await Promise.all(checks.splice(0))).filter((v): v is string => v !== null);
  expect(violations, 'mocked responses that break openapi.yaml').toEqual([]);
});

afterAll(() => server.close());
