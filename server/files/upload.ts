import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { decideUpload, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadName } from '#src/domain/uploads';
import type { Database } from '#server/db/client';
import { files } from '#server/db/schema';
import { apiError, orRefused } from '#server/http/api-error';
import type { FileStore } from './store';

/** The multipart body's `file` part, read whole: the 2 MB limit bounds what one request holds in memory. */
async function receivedFile(request: FastifyRequest) {
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  } catch {
    throw apiError(400, UPLOAD_MESSAGES.missing);
  }
  if (!part || part.fieldname !== 'file') throw apiError(400, UPLOAD_MESSAGES.missing);
  try {
    return { bytes: await part.toBuffer(), name: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw apiError(400, UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
}

/**
 * An upload checked on its bytes (the shared rule), written to the store, then recorded; a record
 * that cannot be written takes the stored bytes back with it, so a failed upload leaves nothing.
 */
export async function storeUpload(
  request: FastifyRequest,
  db: Database,
  store: FileStore,
  srcOf: (key: string) => string,
): Promise<number> {
  const { bytes, name } = await receivedFile(request);
  const sniffed = bytes.length > 0 ? (await fileTypeFromBuffer(bytes))?.mime : undefined;
  const { type, extension } = orRefused(decideUpload(bytes.length, sniffed));
  const key = `${randomUUID()}.${extension}`;
  await store.put(key, bytes, type);
  try {
    const [row] = await db
      .insert(files)
      .values({ name: uploadName(name), type, src: srcOf(key) })
      .returning({ file_id: files.file_id });
    return row!.file_id;
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
}
