import { es } from '#src/i18n/es';
import { FileUploadFailure } from '#src/api/upload-failure';

/**
 * What a failed upload shows under its field: the server's own text for a rejected file (400,
 * e.g. too large), the generic one otherwise. Null when the error is not an upload failure.
 */
export function uploadErrorMessages(error: unknown): Record<string, string> | null {
  if (!(error instanceof FileUploadFailure)) return null;
  const message = error.failure.status === 400 && error.message ? error.message : es.dynamicForm.uploadFailed;
  return { [error.key]: message };
}
