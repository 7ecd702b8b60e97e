// The real Firebase Auth emulator from firebase-tools, alone (no UI, no other emulators), on
// AUTH_EMULATOR_PORT for the `demo-` project AUTH_EMULATOR_PROJECT. Its config lives in a
// temporary folder, so the repository has no firebase.json to mistake for a real project's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const child = spawn(firebase, ['emulators:start', '--only', 'auth', '--project', project], {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
