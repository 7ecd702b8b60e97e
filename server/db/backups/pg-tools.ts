import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { OperatorError } from './operator-error';

type Tool = 'pg_dump' | 'pg_restore';

const install = (major?: string) =>
  'instala el cliente de PostgreSQL de la misma versión mayor que el servidor ' +
  (major
    ? `(Debian/Ubuntu: apt-get install postgresql-client-${major}) y repite el comando.`
    : '(Debian/Ubuntu: apt-get install postgresql-client-16 para un servidor PostgreSQL 16) y repite el comando.');

/**
 * Runs pg_dump or pg_restore against a database URL. The password goes in PGPASSWORD, not in the
 * arguments, so other users of the machine never see it in the process list. `bin` is a folder of
 * PostgreSQL binaries (the tests' cluster's); without it the tools on PATH.
 */
export function runPgTool(tool: Tool, args: string[], databaseUrl: string, bin?: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(bin ? join(bin, tool) : tool, [...args, `--dbname=${url.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new OperatorError(`No se encontró ${tool}: ${install()}`) : error),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const mismatch = /server version: (\d+)/.exec(stderr);
      reject(
        new OperatorError(
          mismatch
            ? `${tool} es de otra versión que el servidor (PostgreSQL ${mismatch[1]}): ${install(mismatch[1])}`
            : `${tool} terminó con error ${code}:\n${stderr.trim()}`,
        ),
      );
    });
  });
}
