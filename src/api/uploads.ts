import { api, unwrap } from './client';
import { ApiFailure } from './errors';
import { FileUploadFailure } from './upload-failure';

type FormValues = Readonly<Record<string, unknown>>;

/** The app config's files_location: 'aws' sends files to the cloud store, anything else to the server. */
export type FilesLocation = string | null | undefined;

function pickedFile(value: unknown): File | null {
  if (value instanceof File) return value;
  // The form's inputs are single; a FileList from elsewhere contributes its first file.
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value[0] ?? null;
  return null;
}

function multipart(body: { file: string }): FormData {
  const form = new FormData();
  // The schema types a binary part as string; at run time it is the File itself.
  form.append('file', body.file as unknown as Blob);
  return form;
}

export async function uploadFile(file: File, location: FilesLocation): Promise<number> {
  const init = { body: { file: file as unknown as string }, bodySerializer: multipart };
  const call = location === 'aws' ? api.POST('/files/s3', init) : api.POST('/files', init);
  const { file_id } = await unwrap(call);
  return file_id;
}

/**
 * Before saving, every picked file is uploaded and replaced by its `file_id`; other values pass
 * through. Uploads run one after another so a failure names the first field that failed.
 */
export async function uploadFormFiles(values: FormValues, location: FilesLocation): Promise<FormValues> {
  const result: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(values)) {
    const file = pickedFile(value);
    if (!file) continue;
    try {
      result[key] = await uploadFile(file, location);
    } catch (cause) {
      const failure =
        cause instanceof ApiFailure ? cause : new ApiFailure({ status: 0, message: String(cause) });
      throw new FileUploadFailure(key, failure);
    }
  }
  return result;
}
