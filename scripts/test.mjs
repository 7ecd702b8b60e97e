// `npm test`: every check, in the order a failure is cheapest to find, stopping at the first that
// fails; at the end, how long each stage took, so a slow stage is seen in every log (issue 35).
// `STAGE_TIMES_FILE` also writes the table there, for `.ci/run` to print beside its own stages.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const STAGES = [
  ['lint', 'npm run lint'],
  ['api:check', 'npm run api:check'],
  ['typecheck', 'npm run typecheck'],
  ['test:unit', 'npm run test:unit'],
  ['test:server', 'npm run test:server'],
  ['test:smoke', 'npm run test:smoke'],
  ['test:e2e', 'npm run test:e2e'],
  ['test:live', 'npm run test:live'],
];

const times = [];
let failed = null;
for (const [name, command] of STAGES) {
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, (Date.now() - started) / 1000, result.status === 0]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

const lines = times.map(
  ([name, seconds, ok]) =>
    `  ${name.padEnd(12)} ${formatSeconds(seconds).padStart(8)}${ok ? '' : '  FAILED'}`,
);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
lines.push(`  ${'total'.padEnd(12)} ${formatSeconds(total).padStart(8)}`);
console.log(`\nnpm test, time per stage:\n${lines.join('\n')}`);
if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${lines.join('\n')}\n`);
if (failed) console.error(`\nnpm test stopped at ${failed}.`);
process.exit(failed ? 1 : 0);

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}
