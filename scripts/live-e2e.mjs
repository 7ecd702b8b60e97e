// `npm run test:live`: the live build end to end against real parts (decisions 032, 033): the
// build served with its security headers, `npm run mock:server` for /api, and the real Firebase
// Auth emulator (firebase-tools, installed once into a cache folder). Free ports for all three.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { findChromium } from './find-chromium.mjs';
import { ensureFirebaseTools } from './firebase-tools.mjs';

const chromium = await findChromium();
if (!chromium) {
  console.error('No Chromium found for the live end-to-end tests (see README, Prerequisites).');
  process.exit(1);
}
// Installed here rather than inside Playwright's server start, so its time is not a server timeout.
ensureFirebaseTools();

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
// The Auth emulator also takes the two ports after its own (its hub and logging emulator).
async function freeRun() {
  for (;;) {
    const port = await freePort();
    const probes = await Promise.all(
      [1, 2].map(
        (offset) =>
          new Promise((resolve) => {
            const probe = createServer()
              .once('error', () => resolve(false))
              .listen(port + offset, () => probe.close(() => resolve(true)));
          }),
      ),
    );
    if (probes.every(Boolean)) return port;
  }
}
const [web, api, auth] = [await freePort(), await freePort(), await freeRun()];

const started = Date.now();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'playwright.live.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      LIVE_WEB_PORT: String(web),
      LIVE_API_PORT: String(api),
      LIVE_AUTH_PORT: String(auth),
    },
  },
);
rmSync(`.e2e-builds/live-${web}`, { recursive: true, force: true });
console.log(`live end-to-end run: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
