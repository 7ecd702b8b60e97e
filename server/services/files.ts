import contentDisposition from 'content-disposition';
import { eq, inArray } from 'drizzle-orm';
import { fileEntity } from '#server/admin/file-entity';
import { crudOperations } from '#server/admin/crud';
import { appConfig, files } from '#server/db/schema';
import { diskStore, s3Store, type FileStore } from '#server/files/store';
import { storeUpload } from '#server/files/upload';
import { apiError } from '#server/http/api-error';
import { requireUser } from '#server/identity/caller';
import { UPLOAD_MESSAGES } from '#src/domain/uploads';
import { partsOf, type ServiceFactory } from './context';

/** Where a disk upload is served: relative to the site origin, the file base of files_location 'server'. */
const DISK_PREFIX = 'api/uploads/';
/** A cloud upload's key, relative to S3_ENDPOINT. */
const CLOUD_PREFIX = 'uploads/';

/** Served files are never run or guessed at: no script, no sniffing, a safe name (decision 064). */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
};

/**
 * Uploads (customer §5, commerce §2), their records for staff, and the bytes of disk uploads:
 * POST /files to the server's disk, POST /files/s3 to the S3-compatible store the studio's
 * settings name (bucket, region), both checked on the bytes by the shared rule.
 */
export const fileService: ServiceFactory = (context) => {
  const { db, config } = context;
  // Made on first use: the service is also built without a configuration, to list its operations.
  let diskCache: ReturnType<typeof diskStore> | undefined;
  const disk = () => (diskCache ??= diskStore(config.uploadsDir));

  async function cloud(): Promise<FileStore> {
    const rows = await db
      .select()
      .from(appConfig)
      .where(inArray(appConfig.key, ['bucket', 'region']));
    const setting = (key: string) => rows.find((row) => row.key === key)?.value?.trim() || undefined;
    const bucket = setting('bucket');
    const region = setting('region');
    if (!bucket || !region) throw apiError(503, UPLOAD_MESSAGES.cloudUnconfigured);
    return s3Store({ bucket, region, apiUrl: config.s3ApiUrl });
  }

  async function removeStored(row: typeof files.$inferSelect) {
    if (row.src.startsWith(DISK_PREFIX)) await disk().remove(row.src.slice(DISK_PREFIX.length));
    else if (row.src.startsWith(CLOUD_PREFIX)) await (await cloud()).remove(row.src);
  }

  return {
    async uploadFile(request) {
      requireUser(request);
      return { file_id: await storeUpload(request, db, disk(), (key) => DISK_PREFIX + key) };
    },

    async uploadFileS3(request) {
      requireUser(request);
      const store = await cloud();
      const prefixed: FileStore = {
        put: (key, bytes, type) => store.put(CLOUD_PREFIX + key, bytes, type),
        remove: (key) => store.remove(CLOUD_PREFIX + key),
      };
      return { file_id: await storeUpload(request, db, prefixed, (key) => CLOUD_PREFIX + key) };
    },

    async getUpload(request, reply) {
      const { name } = partsOf(request).params;
      const src = DISK_PREFIX + name;
      const [row] = await db.select().from(files).where(eq(files.src, src));
      const bytes = row ? await disk().read(name!) : undefined;
      if (!row || !bytes) throw apiError(404, UPLOAD_MESSAGES.notFound);
      const inline = (row.type ?? '').startsWith('image/');
      return reply
        .headers({
          ...SERVED_HEADERS,
          'content-type': row.type ?? 'application/octet-stream',
          'content-disposition': contentDisposition(row.name, { type: inline ? 'inline' : 'attachment' }),
        })
        .send(bytes);
    },

    ...crudOperations(
      fileEntity,
      { list: 'listFiles', one: 'getFile', update: 'updateFile', remove: 'deleteFile' },
      context,
      { read: 'admin' },
      (row) => removeStored(row).catch(() => undefined),
    ),
  };
};
