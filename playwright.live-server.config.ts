import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import {
  authEmulatorServer,
  LIVE_AUTH_PROJECT,
  liveBuildDir,
  liveBuildServer,
  livePorts,
  SERVER_SPECS,
} from './tests/e2e-live/support/live-servers';

const pgliteDir = `${liveBuildDir}-pglite`;

/**
 * `npm run test:live`, second pass (decision 051): the same live build and Auth emulator as the
 * first pass, with the studio's real server (`npm run server`) in test mode on the API port the
 * build names, on PGlite in a fresh folder. Each test resets it to the shared seed with the
 * clock stopped at the suite's moment (tests/e2e-live/support/real-server.ts).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-live',
  testMatch: SERVER_SPECS,
  // Its own folders: Playwright empties them at the start, and the first pass's must survive.
  outputDir: 'test-results/live-server',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/live-server' }]],
  workers: 1,
  timeout: 60_000,
  globalSetup: './tests/e2e-live/support/seed-emulator.ts',
  use: { ...base.use, baseURL: `http://localhost:${livePorts.web}` },
  webServer: [
    {
      command: `rm -rf ${pgliteDir} && npx tsx server/main.ts`,
      env: {
        PORT: String(livePorts.api),
        PGLITE_DIR: pgliteDir,
        STUDIO_TEST_MODE: '1',
        FIREBASE_PROJECT_ID: LIVE_AUTH_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${livePorts.auth}`,
        APP_ORIGINS: `http://localhost:${livePorts.web}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      url: `http://localhost:${livePorts.api}/api/appconfig`,
      reuseExistingServer: false,
      // A fresh PGlite folder takes about 10 s to create, more on a busy machine.
      timeout: 120_000,
    },
    authEmulatorServer,
    // The real server is not seeded until the first test resets it: no landing to keep as HTML.
    liveBuildServer({ prerender: false }),
  ],
});
