// The live build must carry no mock backend: no MSW, no service worker, no seed data.
// Builds it into a temporary folder and looks for their fingerprints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
