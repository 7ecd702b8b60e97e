import { apiBaseUrl, api, authHeaders, unwrap } from './client';
import { networkFailure, toApiFailure } from './errors';
import type { FilesLocation } from './uploads';

export interface UploadedFile {
  file_id: number;
  /** Where the file is served from (what an image field stores). */
  src: string;
  name: string;
  type: string | null | undefined;
}

/**
 * POST /files (or /files/s3 when files_location is 'aws') with the upload's progress, which
 * fetch cannot report: XMLHttpRequest's upload events, from 0 to 1. Then the file's record, so
 * a form can keep its id (an instructor's photo) or its address (a package's image).
 */
export async function uploadWithProgress(
  file: File,
  location: FilesLocation,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  const headers = await authHeaders();
  const path = location === 'aws' ? '/files/s3' : '/files';
  const file_id = await new Promise<number>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}${path}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(networkFailure(new Error('upload failed')));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object') {
        onProgress(1);
        resolve((body as { file_id: number }).file_id);
      } else reject(toApiFailure(body, new Response(null, { status: request.status })));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
  const { file: record } = await unwrap(api.GET('/files/{id}', { params: { path: { id: file_id } } }));
  return { file_id, src: record.src, name: record.name, type: record.type };
}
