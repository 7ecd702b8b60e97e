import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DEFAULT_NOW } from './tests/e2e/support/fixtures';
import {
  authEmulatorServer,
  LIVE_AUTH_PROJECT,
  liveBuildServer,
  livePorts,
  SERVER_SPECS,
} from './tests/e2e-live/support/live-servers';

/**
 * `npm run test:live`, first pass (scripts/live-e2e.mjs hands over free ports): the LIVE build,
 * served with the headers a host sends (CSP…), against `npm run mock:server` for /api and the
 * real Firebase Auth emulator from firebase-tools (decisions 032, 033). One worker: the three
 * servers' state is shared by the tests, in order. The real server's specs are the second pass
 * (playwright.live-server.config.ts, decision 051).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-live',
  testIgnore: SERVER_SPECS,
  // Its own folders: Playwright empties them at the start, and the other passes' must survive
  // (the `npm start` pass runs beside this one).
  outputDir: 'test-results/live',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/live' }]],
  workers: 1,
  timeout: 60_000,
  globalSetup: './tests/e2e-live/support/seed-emulator.ts',
  use: { ...base.use, baseURL: `http://localhost:${livePorts.web}` },
  webServer: [
    {
      command: 'npx tsx mocks/http-server.ts',
      env: {
        MOCK_PORT: String(livePorts.api),
        MOCK_NOW: process.env.E2E_NOW ?? DEFAULT_NOW,
        MOCK_IDENTITY_PROJECT: LIVE_AUTH_PROJECT,
      },
      url: `http://localhost:${livePorts.api}/api/appconfig`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    authEmulatorServer,
    // Built (its landing kept as HTML against the mock server above), or this run's build reused.
    liveBuildServer({ prerender: true }),
  ],
});
