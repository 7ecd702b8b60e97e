// Lighthouse 12.8.2 with its mobile defaults (simulated slow 4G, 4× CPU), headless Chromium.
// One process per run, so no run inherits another's cache or memory.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const CLI = 'node_modules/lighthouse/cli/index.js';

/**
 * One Lighthouse run's report. With `assets` (a path without extension), Lighthouse also keeps the
 * run's trace and DevTools log beside it (`<assets>-0.trace.json`): the observed main thread its
 * simulated TBT comes from.
 */
function runOnce(url, chromePath, assets) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        url,
        '--output=json',
        // With the fonts category: lookups of fonts the device lacks cost layout dearly here.
        ...(assets
          ? ['--save-assets', '--additional-trace-categories=fonts', `--output-path=${assets}.report.json`]
          : ['--output-path=stdout']),
        '--only-categories=performance',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited ${code} on ${url}`));
      else resolve(JSON.parse(assets ? readFileSync(`${assets}.report.json`, 'utf8') : out));
    });
  });
}

/** The figures the budgets speak of, from one report. */
export function figuresOf(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const resources = report.audits['resource-summary']?.details?.items ?? [];
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const pageHost = new URL(report.finalDisplayedUrl).hostname;
  const thirdParty = requests
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).hostname !== pageHost);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    thirdParty,
    // Lighthouse's measure of this machine's speed at the time (higher is faster): a figure is
    // judged beside the machine it came from.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `runs` reports of `url`: every run's figures (each judged on its own: a budget is met when every
 * run meets it) with the machine's one-minute load average when it began, and their medians.
 */
export async function lighthouse(url, { runs, chromePath, keep, traces }) {
  const all = [];
  for (let i = 0; i < runs; i += 1) {
    const load = loadavg()[0];
    const report = await runOnce(url, chromePath, traces && `${traces}-${i + 1}`);
    // BENCH_REPORTS=<folder> keeps each run's full report, to see what a slow run spent.
    if (keep) writeFileSync(keep.replace(/\.json$/, `-${i + 1}.json`), JSON.stringify(report));
    all.push({ ...figuresOf(report), load });
  }
  const pick = (key) => all.map((run) => run[key]);
  return {
    runs: all,
    median: {
      score: median(pick('score')),
      fcp: median(pick('fcp')),
      lcp: median(pick('lcp')),
      tbt: median(pick('tbt')),
      cls: median(pick('cls')),
      scriptBytes: median(pick('scriptBytes')),
      thirdParty: [...new Set(all.flatMap((run) => run.thirdParty))],
    },
  };
}
