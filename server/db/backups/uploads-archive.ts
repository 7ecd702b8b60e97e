import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A folder that exists and holds something. */
export const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** The uploads' archive travels beside the database's: `<backup>.uploads.tar.gz`. */
export const uploadsArchiveOf = (backupFile: string) => `${backupFile}.uploads.tar.gz`;

/**
 * Files kept on the server (files_location 'server') are a folder of uuid-named files: a tar of
 * it is their backup. Nothing to do when the studio keeps its files in S3 (the folder is empty).
 */
export async function archiveUploads(uploadsDir: string, backupFile: string): Promise<string | undefined> {
  if (!hasEntries(uploadsDir)) return undefined;
  const archive = uploadsArchiveOf(backupFile);
  await run('tar', ['-czf', archive, '-C', uploadsDir, '.']);
  return archive;
}

export async function extractUploads(archive: string, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await run('tar', ['-xzf', archive, '-C', uploadsDir]);
}
