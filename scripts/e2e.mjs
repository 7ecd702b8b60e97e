// Runs the Playwright suite against a mock-mode build in Chromium, after making sure there is
// a Chromium to run it in.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { findChromium } from './find-chromium.mjs';

const chromium = await findChromium();
if (!chromium) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (provides /usr/bin/chromium)',
      '  - any Chromium, then: export CHROMIUM_PATH=/path/to/chromium',
      "  - Playwright's own browser, where downloads work: npx playwright install chromium",
    ].join('\n'),
  );
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: process.env.E2E_PORT ?? String(port) },
});
rmSync(`.e2e-builds/${port}`, { recursive: true, force: true });
process.exit(result.status ?? 1);
