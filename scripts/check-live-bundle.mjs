// The live build must carry no mock backend: no MSW, no service worker, no seed data.
// Builds it into a temporary folder and looks for their fingerprints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkInstallableApp } from './check-live-pwa.mjs';
import { firstLoadFiles, routePreloadFiles } from './first-load-files.mjs';

// MSW and the mock data; the QA console (its data attribute and its URL parameters); the flow
// visualiser adds its own marks below.
const FINGERPRINTS = [
  'mockServiceWorker',
  '[MSW]',
  'qa-ana',
  'demo1234',
  'studio-mocks/db',
  'pk_test_mock',
  'studio-qa-console',
  'qa-persona',
  'studio-mocks/scenarios',
];
// The flow visualiser (/__flows): its BroadcastChannel, its page title, the ELK layout engine.
FINGERPRINTS.push('studio-flows', 'Visualizador de flujos', 'org.eclipse.elk');

const outDir = mkdtempSync(join(tmpdir(), 'live-build-'));
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  const files = readdirSync(outDir, { recursive: true }).map(String);
  const leaks = [];
  for (const file of files) {
    if (file.endsWith('mockServiceWorker.js')) leaks.push(`${file}: the MSW worker`);
    if (!/\.(js|html|css)$/.test(file)) continue;
    const text = readFileSync(join(outDir, file), 'utf8');
    for (const mark of FINGERPRINTS) if (text.includes(mark)) leaks.push(`${file}: contains "${mark}"`);
  }
  if (leaks.length > 0) {
    console.error(`The live build carries mock code:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`live build: ${files.length} files, no mock code`);
  checkSentryIsLazy(outDir, files);
  checkFirstLoad(outDir);
  await checkInstallableApp(outDir);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

/**
 * The error-reporting SDK (decision 032) is downloaded only by studios that configure one: it must
 * be in a chunk of its own, never in what index.html loads (the loader's entry and the preloads).
 */
function checkSentryIsLazy(dir, files) {
  // The SDK's global carrier: present whatever parts of the SDK the bundler keeps.
  const SDK = '__SENTRY__';
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const named = (text) => [...text.matchAll(/\/(assets\/[^"'\s]+\.js)/g)].map((match) => match[1]);
  const initial = new Set(named(html));
  for (const file of [...initial])
    for (const entry of named(readFileSync(join(dir, file), 'utf8'))) initial.add(entry);
  const holding = files.filter(
    (file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(SDK),
  );
  if (holding.length === 0) throw new Error('No chunk carries the Sentry SDK: the check would prove nothing');
  const eager = holding.filter((file) => initial.has(file.replaceAll('\\', '/')));
  if (eager.length > 0) {
    console.error(`Sentry is in the initial chunks: ${eager.join(', ')}`);
    process.exit(1);
  }
  console.log(
    `live build: Sentry only in ${holding.join(', ')}, not among the ${initial.size} initial chunks`,
  );
}

/**
 * The first screen's JavaScript comes in a few files (decision 040: `vendor` and `app`, plus the
 * runtime and the loader's entry) and within the initial budget of bench/budgets.json. Left to
 * rolldown it was 48 files; each costs a phone a round trip.
 */
function checkFirstLoad(dir) {
  const MAX_FILES = 5;
  const { initial: budget, preloaded } = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = firstLoadFiles(html).map((url) => url.slice(1));
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );
  const problems = [];
  if (files.length > MAX_FILES)
    problems.push(`${files.length} files (at most ${MAX_FILES}): ${files.join(', ')}`);
  if (gzip > budget) problems.push(`${gzip} B gzip (budget ${budget} B)`);
  // What the loader preloads for a landing address (its screen's chunks) has a budget of its own:
  // the landing's sections and the calendar's modals load later, and must stay out of it.
  const preloads = routePreloadFiles(html);
  const preloadSizes = [];
  for (const [path, limit] of Object.entries(preloaded)) {
    const size = (preloads[path] ?? []).reduce(
      (sum, url) => sum + gzipSync(readFileSync(join(dir, url.slice(1))), { level: 9 }).length,
      0,
    );
    preloadSizes.push(`${path} +${(size / 1024).toFixed(1)} KiB`);
    if (size > limit) problems.push(`${path} preloads ${size} B gzip (budget ${limit} B)`);
  }
  // The landing and the public calendar are plain elements (decisions 042, 045): Chakra (its
  // context's name, kept in the minified code) must reach neither the first load nor what either
  // address preloads, or every visitor downloads it again. Likewise the strings of the screens
  // behind them (src/i18n/es-site.ts, es-calendar.ts): a checkout text marks them.
  for (const path of ['/', '/calendario']) {
    const load = [...files.map((file) => `/${file}`), ...(preloads[path] ?? [])]
      .filter((url) => url.endsWith('.js'))
      .map((url) => ({ url, code: readFileSync(join(dir, url.slice(1)), 'utf8') }));
    const holding = (marker) => load.filter(({ code }) => code.includes(marker)).map(({ url }) => url);
    const withChakra = holding('<ChakraProvider />');
    if (withChakra.length > 0) problems.push(`Chakra is in what ${path} loads: ${withChakra.join(', ')}`);
    const withAllStrings = holding('Elige tu paquete');
    if (withAllStrings.length > 0)
      problems.push(`every screen's strings are in what ${path} loads: ${withAllStrings}`);
  }
  if (problems.length > 0) {
    console.error(`The first load grew: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `live build: the first load is ${files.length} files, ${(gzip / 1024).toFixed(1)} KiB gzip; preloaded on ${preloadSizes.join(', ')}`,
  );
}
