import { db, nextId } from '#mocks/db';
import { apiError, orRefused } from '#mocks/http-errors';
import { decideUpload, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadName } from '#src/domain/uploads';

export { MAX_UPLOAD_BYTES };

function base64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with two million arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Stores an upload as a File record whose src is a data: URL of its bytes, so the picture shows
 * without any file server (offline, in the browser's persisted mock database). What it may be is
 * the shared rule's call (src/domain/uploads.ts), on the bytes' signature.
 */
export async function storeUpload(request: Request): Promise<number> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw apiError(400, UPLOAD_MESSAGES.missing);
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw apiError(400, UPLOAD_MESSAGES.missing);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Loaded on the first upload: file-type and its readers (64 KB, a tenth of the mock backend's
  // chunk) would otherwise be downloaded and parsed by every start of the QA build.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = bytes.length > 0 ? (await fileTypeFromBuffer(bytes))?.mime : undefined;
  const { type } = orRefused(decideUpload(bytes.length, sniffed));
  const record = await db.files.create({
    file_id: nextId(db.files.all(), 'file_id'),
    name: uploadName('name' in file && typeof file.name === 'string' ? file.name : null),
    type,
    src: `data:${type};base64,${base64(bytes)}`,
  });
  return record.file_id;
}
