import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DEFAULT_NOW } from './tests/e2e/support/fixtures';
import { LIVE_AUTH_PROJECT } from './tests/e2e-live/support/seed-emulator';

/**
 * `npm run test:live` (scripts/live-e2e.mjs hands over free ports): the LIVE build, served with
 * the headers a host sends (CSP…), against `npm run mock:server` for /api and the real Firebase
 * Auth emulator from firebase-tools (decisions 032, 033). One worker: the three servers' state is
 * shared by the tests, in order.
 */
const web = Number(process.env.LIVE_WEB_PORT ?? 4180);
const api = Number(process.env.LIVE_API_PORT ?? 9190);
const auth = Number(process.env.LIVE_AUTH_PORT ?? 9199);
const out = `.e2e-builds/live-${web}`;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-live',
  workers: 1,
  timeout: 60_000,
  globalSetup: './tests/e2e-live/support/seed-emulator.ts',
  use: { ...base.use, baseURL: `http://localhost:${web}` },
  webServer: [
    {
      command: 'npx tsx mocks/http-server.ts',
      env: {
        MOCK_PORT: String(api),
        MOCK_NOW: process.env.E2E_NOW ?? DEFAULT_NOW,
        MOCK_IDENTITY_PROJECT: LIVE_AUTH_PROJECT,
      },
      url: `http://localhost:${api}/api/appconfig`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // Installs firebase-tools into its cache folder on the first run.
      command: 'node scripts/auth-emulator.mjs',
      env: { AUTH_EMULATOR_PORT: String(auth), AUTH_EMULATOR_PROJECT: LIVE_AUTH_PROJECT },
      url: `http://127.0.0.1:${auth}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // Built, then its landing kept as HTML against the mock server above (decision 043).
      command: `npx vite build --outDir ${out} --emptyOutDir --logLevel warn && npx tsx scripts/prerender.ts ${out} && npx tsx scripts/serve-live.ts ${out} ${web}`,
      env: {
        VITE_API_URL: `http://localhost:${api}/api`,
        VITE_AUTH_EMULATOR_ORIGIN: `http://127.0.0.1:${auth}`,
      },
      url: `http://localhost:${web}/`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
