// Bundle-size report for the live build, checked against bench/budgets.json. Sizes are gzip
// bytes: what a customer's phone downloads. Run with `npm run bench`; not part of `npm test`
// so a budget is a decision to revisit, not a test that blocks unrelated work.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const assets = readdirSync(join(outDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ name, gzip: gz(join('assets', name)) }));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const initialNames = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
  const initial = assets.filter((a) => initialNames.has(a.name));
  const lazy = assets.filter((a) => !initialNames.has(a.name)).sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((total, a) => total + a.gzip, 0);
  const measured = {
    initial: sum(initial),
    largestLazyChunk: lazy[0]?.gzip ?? 0,
    total: sum(assets),
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('Live build, gzip:');
  for (const a of initial.sort((x, y) => y.gzip - x.gzip))
    console.log(`  initial  ${kb(a.gzip).padStart(9)}  ${a.name}`);
  for (const a of lazy.slice(0, 8)) console.log(`  lazy     ${kb(a.gzip).padStart(9)}  ${a.name}`);
  let over = false;
  for (const [key, value] of Object.entries(measured)) {
    const budget = budgets[key];
    const ok = value <= budget;
    over ||= !ok;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${key.padEnd(17)} ${kb(value).padStart(9)} of ${kb(budget)}`);
  }
  if (over) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
