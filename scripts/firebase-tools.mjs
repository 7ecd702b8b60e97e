// firebase-tools (for its Auth emulator: Node only, no Java, offline with a `demo-` project) is
// about 250 MB, so it is not a dependency of every `npm install`: the live end-to-end run
// installs this pinned version once into a cache folder and reuses it (decision 033).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const FIREBASE_TOOLS_VERSION = '15.34.0';

/** `FIREBASE_TOOLS_DIR`, or `$XDG_CACHE_HOME` (else ~/.cache)/studio-booking/firebase-tools-<version>. */
export function firebaseToolsDir() {
  if (process.env.FIREBASE_TOOLS_DIR) return process.env.FIREBASE_TOOLS_DIR;
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'studio-booking', `firebase-tools-${FIREBASE_TOOLS_VERSION}`);
}

/** The `firebase` command, installed first when missing. Throws with npm's reason when it cannot be. */
export function ensureFirebaseTools() {
  const dir = firebaseToolsDir();
  const bin = join(dir, 'node_modules', '.bin', 'firebase');
  const done = join(dir, 'node_modules', 'firebase-tools', 'package.json');
  if (existsSync(bin) && existsSync(done)) return bin;
  mkdirSync(dir, { recursive: true });
  console.log(`Installing firebase-tools ${FIREBASE_TOOLS_VERSION} into ${dir} (once; about 250 MB)`);
  const started = Date.now();
  // --omit=optional: superstatic's optional `re2` would download or compile a native module,
  // which the Auth emulator never uses (and which hangs on machines without GitHub access).
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--omit=optional',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(bin)) {
    throw new Error(`npm could not install firebase-tools@${FIREBASE_TOOLS_VERSION} (exit ${result.status})`);
  }
  console.log(`firebase-tools installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return bin;
}
