import { db, nextId } from '#mocks/db';
import { apiError } from '#mocks/http-errors';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

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
 * without any file server (offline, in the browser's persisted mock database).
 */
export async function storeUpload(request: Request): Promise<number> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw apiError(400, 'Debes cargar el archivo solicitado.');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw apiError(400, 'Debes cargar el archivo solicitado.');
  if (file.size > MAX_UPLOAD_BYTES) throw apiError(400, 'El archivo es demasiado grande (máximo 2 MB).');
  const type = file.type || 'application/octet-stream';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'archivo';
  const record = await db.files.create({
    file_id: nextId(db.files.all(), 'file_id'),
    name,
    type: file.type || null,
    src: `data:${type};base64,${base64(bytes)}`,
  });
  return record.file_id;
}
