import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';

/** The newest PostgreSQL server binaries on the machine (Debian's layout), if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export interface Cluster {
  url(database: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server at once and removes its folder: the data is thrown away. */
  stop(): void;
}

const PREFIX = 'studio-pg-';
const OWNER_FILE = 'owner.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Clusters left by a run that was killed before it could stop them (their owner is gone): each is
 * stopped and its folder removed, so a killed run costs nothing but itself.
 */
function sweepOrphans(run: (command: string, args: string[]) => Buffer): void {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
    } catch {
      continue; // a cluster still being made, or one this code did not make
    }
    if (!owner || alive(owner)) continue;
    try {
      if (existsSync(join(dir, 'data', 'postmaster.pid')))
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped: only the folder is left
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A throwaway cluster: initdb + pg_ctl in a temporary folder on a free port. initdb refuses root,
 * so as root it runs as the `postgres` user in a folder that user owns.
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  sweepOrphans(run);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  // Who started it: a later start stops and removes it once that process is gone.
  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
      'start',
    ]);
  } catch (error) {
    // A half-made cluster is of no use to anyone: leave nothing behind in the temporary folder.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
