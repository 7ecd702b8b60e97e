import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { setTokenSource } from '#src/api/client';
import { releaseAllHolds } from '#mocks/holds';
import { resetScenarios } from '#mocks/scenarios';
import { seedDb } from '#mocks/seed';
import { removeAlerts } from '#src/ui/alerts';
import { server, takeContractViolations } from './mock-server';

// findBy*/waitFor wait up to 4 s instead of 1 s: on a loaded 2-core CI machine an XState actor
// chain plus a mocked request can take longer than a second, which made tests flake under load
// (site-header's 'Salir'); a real failure still fails, only later.
configure({ asyncUtilTimeout: 4000 });

beforeEach(async () => {
  resetScenarios();
  await seedDb();
});

afterEach(async () => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // The alerts' toaster is a module's store: a test (or, in a shared worker, decision 053, a file)
  // would otherwise inherit up to its four visible alerts, and a new one would wait in its queue.
  removeAlerts();
  releaseAllHolds();
  server.resetHandlers();
  setTokenSource(null);
  expect(await takeContractViolations(), 'mocked responses that break openapi.yaml').toEqual([]);
});
