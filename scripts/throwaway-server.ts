// The studio's server (`npm run server`: server/main.ts, migrations applied at its start) on a
// database made for this one run and thrown away when it stops: a PostgreSQL cluster of its own
// (scripts/postgres-cluster.ts, as the server tests make theirs) where the machine has the server
// binaries, else PGlite in a fresh folder; STUDIO_SKIP_POSTGRES=1 forces PGlite. Every other
// variable (PORT, STUDIO_TEST_MODE, …) passes through to the server. test:live's real-server pass
// runs it as a Playwright webServer (playwright.live-server.config.ts, decision 054).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fstatSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { postgresBin, startCluster } from './postgres-cluster';

interface Throwaway {
  env: Record<string, string>;
  label: string;
  remove(): void;
}

async function openDatabase(): Promise<Throwaway> {
  const bin = process.env.STUDIO_SKIP_POSTGRES === '1' ? undefined : postgresBin();
  if (bin) {
    const cluster = await startCluster(bin);
    try {
      return {
        env: { DATABASE_URL: await cluster.createDatabase('studio') },
        label: `PostgreSQL ${basename(dirname(bin))} (a throwaway cluster)`,
        remove: () => cluster.stop(),
      };
    } catch (error) {
      cluster.stop();
      throw error;
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'studio-throwaway-pglite-'));
  const why = process.env.STUDIO_SKIP_POSTGRES === '1' ? 'STUDIO_SKIP_POSTGRES=1' : 'no PostgreSQL binaries';
  return {
    env: { PGLITE_DIR: dir },
    label: `PGlite in a fresh folder (${why})`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

let stopping = false;
let server: ChildProcess | undefined;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server?.kill('SIGTERM');
  // The data is thrown away: a server slow to close is not waited for.
  setTimeout(() => server?.kill('SIGKILL'), 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
// Playwright gives its webServer a stdin pipe and holds the other end. If Playwright goes without
// stopping us (killed, or ended by a SIGTERM it does not handle), the pipe closes: stop then too,
// or the cluster would outlive the run.
if (fstatSync(0).isFIFO()) {
  process.stdin.on('end', stop);
  process.stdin.resume();
}

// A signal during the cluster's start (initdb and pg_ctl block) is handled once it has started.
const database = await openDatabase();
let code = 0;
try {
  console.log(`Real server on ${database.label}`);
  if (!stopping) {
    // tsx's loader in this Node, not the tsx command: one process, its signals delivered to it.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...database.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const [exitCode] = (await once(server, 'exit')) as [number | null];
    // Stopped on request, it may end by the signal; on its own, it failed (or could not start).
    if (!stopping) code = exitCode ?? 1;
  }
} finally {
  database.remove();
}
process.exit(code);
