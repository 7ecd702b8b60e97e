// `npm test`: every check, in the order a failure is cheapest to find, stopping at the first that
// fails; at the end, how long each stage took, so a slow stage is seen in every log (issue 35).
// `STAGE_TIMES_FILE` also writes the table there, for `.ci/run` to print beside its own stages.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

// A step of stages runs at once: the static checks are each one process on one core, so on a
// 2-core machine they share both cores instead of queueing on one (`npm run lint` runs the three
// lint stages one after another). Their output is held and printed whole when each ends, so logs
// never interleave.
const STEPS = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint:code', 'npm run lint:code'],
    ['lint:format', 'npm run lint:format'],
    ['lint:api', 'npm run lint:api'],
    ['api:check', 'npm run api:check'],
  ],
  [['test:unit', 'npm run test:unit']],
  // The server's suites leave about a fifth of the cores idle (a file's servers starting, a
  // provider's fake answering) and the live passes a quarter (one browser, servers starting):
  // side by side they keep both cores busy (6m31 in a fresh-clone run, decision 081). Both are
  // built to pass on a loaded machine (issue 35).
  [
    ['test:server', 'npm run test:server'],
    ['test:smoke', 'npm run test:smoke'],
    ['test:live', 'npm run test:live'],
  ],
  // Three browsers keep both cores busy (playwright.config.ts): nothing beside it.
  [['test:e2e', 'npm run test:e2e']],
];

const suiteStarted = Date.now();
const times = [];
let failed = null;
for (const step of STEPS) {
  const started = Date.now();
  const results = await Promise.all(step.map(([name, command]) => run(name, command, step.length > 1)));
  for (const result of results) times.push([result.name, result.seconds, result.ok]);
  if (step.length > 1) times.push([`(together)`, (Date.now() - started) / 1000, true]);
  failed = results.find((result) => !result.ok)?.name ?? null;
  if (failed) break;
}

const lines = times.map(
  ([name, seconds, ok]) =>
    `  ${name.padEnd(12)} ${formatSeconds(seconds).padStart(8)}${ok ? '' : '  FAILED'}`,
);
const total = (Date.now() - suiteStarted) / 1000;
lines.push(`  ${'total'.padEnd(12)} ${formatSeconds(total).padStart(8)}`);
console.log(`\nnpm test, time per stage:\n${lines.join('\n')}`);
if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${lines.join('\n')}\n`);
if (failed) console.error(`\nnpm test stopped at ${failed}.`);
process.exit(failed ? 1 : 0);

function run(name, command, held) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: true });
    const output = [];
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (held) process.stdout.write(`\n── ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    });
  });
}

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}
