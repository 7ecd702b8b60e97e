import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { START_DATA_DIR, startPorts, startUrls } from './tests/e2e-start/start-ports';

/**
 * `npm run test:live`, third pass (decision 072): `npm start` itself, the whole studio on this
 * machine (server on PGlite, Auth emulator, app in live mode), driven as a customer would.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-start',
  outputDir: 'test-results/start',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/start' }]],
  workers: 1,
  timeout: 180_000,
  // Vite's dev server compiles each module on its first request: the first screens are slow.
  expect: { timeout: 30_000 },
  use: { ...base.use, baseURL: startUrls.web },
  webServer: {
    // --reset: a first start, as on a fresh clone (no data yet).
    command: 'npm start -- --reset',
    env: {
      STUDIO_DATA_DIR: START_DATA_DIR,
      START_WEB_PORT: String(startPorts.web),
      START_API_PORT: String(startPorts.api),
      START_AUTH_PORT: String(startPorts.auth),
    },
    url: `${startUrls.web}/`,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SIGINT, as Ctrl-C: the parts stop in their own way (the emulator saves its accounts).
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    timeout: 300_000,
  },
});
