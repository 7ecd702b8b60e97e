// `npm run test:live`: the live build end to end against real parts (decisions 032, 033, 051): the
// build served with its security headers and the real Firebase Auth emulator (firebase-tools,
// installed once into a cache folder), in two passes over ONE build whose API URL names one port:
// first `npm run mock:server` on it (playwright.live.config.ts), then the studio's real server
// (playwright.live-server.config.ts) on a throwaway PostgreSQL cluster, or PGlite where the
// machine has no PostgreSQL binaries (decision 054). The emulator runs once for both. A third pass
// runs `npm start` as a fresh clone would, with its own parts (decision 072), beside the other two:
// it shares nothing with them, and one browser with its servers leaves a core mostly idle
// (issue 35). Its output is held and printed whole when it ends, so the logs never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';
import { ensureFirebaseTools } from './firebase-tools.mjs';
import { freePort } from './free-port.mjs';

const chromium = await findChromium();
if (!chromium) {
  console.error('No Chromium found for the live end-to-end tests (see README, Prerequisites).');
  process.exit(1);
}
// Installed here rather than inside Playwright's server start, so its time is not a server timeout.
ensureFirebaseTools();

// The Auth emulator also takes the two ports after its own (its hub and logging emulator).
const [web, api, auth] = [await freePort(), await freePort(), await freePort(2)];
// The real-server pass's fakes of Stripe's and PayPal's APIs (decision 088).
const [stripe, paypal] = [await freePort(), await freePort()];
const start = { web: await freePort(), api: await freePort(), auth: await freePort(2) };

const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  LIVE_WEB_PORT: String(web),
  LIVE_API_PORT: String(api),
  LIVE_AUTH_PORT: String(auth),
  LIVE_STRIPE_PORT: String(stripe),
  LIVE_PAYPAL_PORT: String(paypal),
  LIVE_SHARED: '1',
  START_WEB_PORT: String(start.web),
  START_API_PORT: String(start.api),
  START_AUTH_PORT: String(start.auth),
};
const args = process.argv.slice(2);
const passes = [
  { name: 'mock:server', config: 'playwright.live.config.ts' },
  { name: 'real server', config: 'playwright.live-server.config.ts' },
  // `npm start` itself: its own emulator, server and app (playwright.start.config.ts).
  { name: 'npm start', config: 'playwright.start.config.ts' },
];
const playwright = (config, extra, options) =>
  spawnSync('npx', ['playwright', 'test', '-c', config, ...extra, ...args], { env, ...options });

// With arguments (one spec, a -g filter…), only the passes holding a matching test run: a pass
// starts its servers even when it has no test to run.
const chosen = passes.filter(
  ({ config }) => args.length === 0 || playwright(config, ['--list'], { encoding: 'utf8' }).status === 0,
);
if (chosen.length === 0) {
  console.error(`No live test matches ${args.join(' ')}`);
  process.exit(1);
}

const started = Date.now();
// Its project is the default one, LIVE_AUTH_PROJECT (tests/e2e-live/support/live-servers.ts).
const emulator = spawn('node', ['scripts/auth-emulator.mjs'], {
  stdio: 'inherit',
  env: { ...env, AUTH_EMULATOR_PORT: String(auth) },
});
const emulatorUrl = `http://127.0.0.1:${auth}/`;
while (
  !(await fetch(emulatorUrl).then(
    (answer) => answer.ok,
    () => false,
  ))
) {
  if (emulator.exitCode !== null || Date.now() - started > 300_000) {
    emulator.kill('SIGTERM');
    console.error('The Auth emulator did not answer (see its output above)');
    process.exit(1);
  }
  await new Promise((done) => setTimeout(done, 500));
}
console.log(`Auth emulator ready in ${Math.round((Date.now() - started) / 1000)} s`);

/** One pass; `held`: its output kept and printed whole at its end. Resolves to its exit status. */
function runPass({ name, config }, held) {
  const passStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', config, ...args], {
      env,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (held) process.stdout.write(`\n── live pass against ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`live pass against ${name}: ${Math.round((Date.now() - passStarted) / 1000)} s`);
      resolve(code ?? 1);
    });
  });
}

const beside = chosen.find(({ name }) => name === 'npm start');
const inTurn = chosen.filter((pass) => pass !== beside);
const besideDone = beside ? runPass(beside, inTurn.length > 0) : Promise.resolve(0);
let status = 0;
for (const pass of inTurn) status ||= await runPass(pass, false);
status ||= await besideDone;
const stopped = new Promise((done) => emulator.once('exit', done));
emulator.kill('SIGTERM');
await stopped;
rmSync(`.e2e-builds/live-${web}`, { recursive: true, force: true });
console.log(`live end-to-end run: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status);
