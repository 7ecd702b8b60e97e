import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/**
 * Where uploaded bytes live (customer §9: files_location). Keys are relative (`uploads/…`): the
 * app resolves them against the file base, the site origin or S3_ENDPOINT (src/config/file-url.ts).
 */
export interface FileStore {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The server's disk (files_location 'server'): files under `dir`, served back by GET /api/uploads/…. */
export function diskStore(dir: string): FileStore & { read(key: string): Promise<Buffer | undefined> } {
  const root = resolve(dir);
  // A key is ours (uploads/<uuid>.<ext>); anything resolving outside the directory is refused.
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Clave de archivo fuera del almacén: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return undefined;
      }
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible API's address (MinIO, R2, a local fake); AWS's own when absent. */
  apiUrl?: string | undefined;
}

/**
 * Any S3-compatible store (files_location 'aws') through the AWS SDK v3; credentials come from
 * the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role).
 */
export function s3Store({ bucket, region, apiUrl }: S3Settings): FileStore {
  const client = new S3Client({
    region,
    ...(apiUrl ? { endpoint: apiUrl, forcePathStyle: true } : {}),
  });
  return {
    async put(key, bytes, type) {
      await new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: bytes, ContentType: type },
      }).done();
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
