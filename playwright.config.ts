import { defineConfig, devices } from '@playwright/test';

// scripts/e2e.mjs finds a Chromium (CHROMIUM_PATH, /usr/bin/chromium or Playwright's own) and
// passes it here; Playwright's browser download does not work on every machine.
const executablePath = process.env.CHROMIUM_PATH || undefined;
// scripts/e2e.mjs hands over a free port, so a run never reuses a stale server of another build.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are dealt to the workers: each test has its own browser context, and a long
  // file started last no longer leaves the other worker idle at the end (issue 35).
  fullyParallel: true,
  // Three workers on 2 cores: each test has its own browser context, so its own mock database.
  // With two, a third of the time one of them waited (the fault matrix's slow line: 5 s a call)
  // and left a core idle; a third fills it (decision 081, amended).
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // A cold boot of the mock build (Firebase, Chakra, the seeded database) can pass 5 s on a busy machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    // The browser's zone must never change what the app shows (studio time is UTC−6 whatever the
    // customer's zone): Tokyo by default, the furthest from the studio; E2E_TZ runs the suite in another.
    timezoneId: process.env.E2E_TZ ?? 'Asia/Tokyo',
    // Recording a trace slows every test (DOM snapshots at each step) even when it is thrown away;
    // a failure still leaves its screenshot and error context. PW_TRACE=1 records them again.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // A production bundle in mock mode: what QA runs, with MSW and the seeded studio.
    // Each run builds into its own folder, so two runs at once never serve each other's bundle.
    command: `npx vite build --mode mock --outDir .e2e-builds/${port} --emptyOutDir --logLevel warn && npx vite preview --mode mock --outDir .e2e-builds/${port} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
