// The real Firebase Auth emulator from firebase-tools, alone (no UI, no other emulators), on
// AUTH_EMULATOR_PORT for the `demo-` project AUTH_EMULATOR_PROJECT. Its config lives in a
// temporary folder, so the repository has no firebase.json to mistake for a real project's.
// With AUTH_EMULATOR_DATA (npm start), its accounts are loaded from that folder and saved back to
// it when it stops, so the customers who signed up are still there next time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureFirebaseTools } from './firebase-tools.mjs';

const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const project = process.env.AUTH_EMULATOR_PROJECT ?? 'demo-studio';
if (!project.startsWith('demo-')) throw new Error('The Auth emulator runs only a demo- project (offline)');

const firebase = ensureFirebaseTools();
const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
// The hub and the logging emulator need ports too: the two after the Auth emulator's.
const config = {
  emulators: {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: port + 1 },
    logging: { host: '127.0.0.1', port: port + 2 },
    ui: { enabled: false },
    singleProjectMode: true,
  },
};
writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
const data = process.env.AUTH_EMULATOR_DATA ? resolve(process.env.AUTH_EMULATOR_DATA) : undefined;
const keep = data
  ? [
      // A first start has nothing to import, and firebase refuses an import folder without an export.
      ...(existsSync(join(data, 'firebase-export-metadata.json')) ? ['--import', data] : []),
      `--export-on-exit=${data}`,
    ]
  : [];
const child = spawn(firebase, ['emulators:start', '--only', 'auth', '--project', project, ...keep], {
  cwd: dir,
  stdio: 'inherit',
  // TMPDIR: firebase-tools finds a project's running hub through a file in the temporary folder,
  // one per project: two emulators of the same project (the live run's and `npm start`'s) would
  // share it, and one's export on exit would save the other's accounts.
  env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', TMPDIR: dir },
  // Its own process group when it saves its accounts: a Ctrl-C reaches it once, from here, and
  // not also from the terminal (a second signal would cut its export short).
  detached: data !== undefined,
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill(data ? 'SIGINT' : 'SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
