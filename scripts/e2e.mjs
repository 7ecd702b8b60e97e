// Runs the Playwright suite against a mock-mode build in Chromium, after making sure there is
// a Chromium to run it in.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = await findChromium();
if (!chromium) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium-headless-shell   (or chromium)',
      '  - any Chromium, then: export CHROMIUM_PATH=/path/to/chromium',
      "  - Playwright's own browser, where downloads work: npx playwright install chromium",
    ].join('\n'),
  );
  process.exit(1);
}

const startedAt = Date.now();
const port = await freePort();

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: process.env.E2E_PORT ?? String(port) },
});
rmSync(`.e2e-builds/${port}`, { recursive: true, force: true });
if (result.status !== 0) printFailedPages(outputDir(process.argv.slice(2)), startedAt);
process.exit(result.status ?? 1);

/** Where Playwright wrote this run's results: `--output <dir>` or its default. */
function outputDir(args) {
  const flag = args.findIndex((arg) => arg === '--output' || arg.startsWith('--output='));
  if (flag < 0) return 'test-results';
  return args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1];
}

/**
 * A CI log is often all there is of a failure (its screenshots stay on the CI machine): print the
 * page each failed test left, as Playwright's accessibility snapshot, at the end of the log.
 */
function printFailedPages(dir, since) {
  let entries = [];
  try {
    entries = readdirSync(dir).map((name) => join(dir, name, 'error-context.md'));
  } catch {
    return;
  }
  for (const file of entries) {
    let text;
    try {
      if (statSync(file).mtimeMs < since) continue;
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    // The snapshot is the report's first YAML block (under '# Page snapshot', or right after the
    // error when a modal dialog hides the rest of the page).
    const snapshot = text.split('```yaml')[1]?.split('```')[0] ?? '';
    // From the screen itself on: the header above it is the same on every page.
    const all = snapshot.trim().split('\n');
    const screen = all.findIndex((line) => /- (main|dialog|alertdialog)\b/.test(line));
    const lines = all.slice(Math.max(screen, 0));
    console.log(`\n── The page a failed test left (${file}), from its main screen:`);
    console.log(lines.slice(0, 120).join('\n'));
    if (lines.length > 120) console.log(`… ${lines.length - 120} more lines`);
  }
}
