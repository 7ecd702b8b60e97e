// Runs the Playwright suite against a mock-mode build in Chromium, after making sure there is
// a Chromium to run it in.
import { spawnSync } from 'node:child_process';
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

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
