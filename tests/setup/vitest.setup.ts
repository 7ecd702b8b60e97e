import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { setTokenSource } from '#src/api/client';
import { releaseAllHolds } from '#mocks/holds';
import { resetScenarios } from '#mocks/scenarios';
import { seedDb } from '#mocks/seed';
import { removeAlerts } from '#src/ui/alerts';
import { server, takeContractViolations } from './mock-server';

// findBy*/waitFor wait up to 15 s instead of 1 s: on a 2-core machine with another suite beside
// it (load 7-8, issue 35) an XState actor chain, a mocked request and a jsdom render took more
// than 4 s. A wait ends as soon as what it waits for shows, so only a real failure waits longer.
configure({ asyncUtilTimeout: 15_000 });

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
