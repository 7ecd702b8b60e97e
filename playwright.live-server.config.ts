import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import {
  authEmulatorServer,
  LIVE_AUTH_PROJECT,
  liveBuildServer,
  livePorts,
  SERVER_SPECS,
} from './tests/e2e-live/support/live-servers';

/**
 * `npm run test:live`, second pass (decisions 051, 054): the same live build and Auth emulator as
 * the first pass, with the studio's real server (`npm run server`) in test mode on the API port
 * the build names, on a throwaway database: a PostgreSQL cluster of its own where the machine has
 * the binaries (CI installs them), else PGlite in a fresh folder (scripts/throwaway-server.ts,
 * which prints which and removes it when the pass ends). Each test resets it to the shared seed
 * with the clock stopped at the suite's moment (tests/e2e-live/support/real-server.ts).
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
      name: 'server',
      // Node with tsx's loader rather than the tsx command: on SIGTERM that command gives its child
      // 60 ms to acknowledge before a SIGKILL, which on a loaded machine cut the cluster's removal short.
      command: 'node --import tsx scripts/throwaway-server.ts',
      env: {
        PORT: String(livePorts.api),
        STUDIO_TEST_MODE: '1',
        FIREBASE_PROJECT_ID: LIVE_AUTH_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${livePorts.auth}`,
        APP_ORIGINS: `http://localhost:${livePorts.web}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Stripe faked at its edge (decision 088): the keys the fake expects, and where it listens.
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
        STRIPE_API_URL: `http://127.0.0.1:${livePorts.stripe}`,
        // PayPal's the same way: the client, secret and webhook id its fake accepts.
        PAYPAL_CLIENT_ID: 'fake-client-id-1234',
        PAYPAL_CLIENT_SECRET: 'fake-client-secret-1234',
        PAYPAL_WEBHOOK_ID: 'WH-FAKE-0001',
        PAYPAL_API_URL: `http://127.0.0.1:${livePorts.paypal}`,
      },
      url: `http://localhost:${livePorts.api}/api/appconfig`,
      reuseExistingServer: false,
      // Which database it runs on, and the server's warnings.
      stdout: 'pipe',
      // A signal it can catch (the default is SIGKILL to its process group), so that it stops the
      // cluster and removes its folder; pg_ctl's immediate stop takes a second.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      // Waited for only when it is slow: initdb or a fresh PGlite folder (about 10 s) and the
      // migrations take far longer when other work shares the machine's two cores.
      timeout: 180_000,
    },
    {
      name: 'stripe',
      command: 'node --import tsx tests/e2e-live/support/fake-stripe-api.ts',
      port: livePorts.stripe,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'paypal',
      command: 'node --import tsx tests/e2e-live/support/fake-paypal-api.ts',
      port: livePorts.paypal,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    authEmulatorServer,
    // The real server is not seeded until the first test resets it: no landing to keep as HTML.
    liveBuildServer({ prerender: false }),
  ],
});
