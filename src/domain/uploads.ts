/*
 * What an upload may be (customer §5, commerce §2: images, logos, documents), decided on the bytes'
 * own signature, never the name or the type the browser claims. Pure: each backend sniffs the
 * bytes (file-type) and asks this; both answer the same Spanish messages.
 */
import { allow, refuse, type Decision } from './booking/refusal';

/** The largest file a studio's form or screen takes. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * Images the app shows and PDF documents. SVG is left out on purpose: it can carry script, and
 * files are served from the studio's own origin.
 */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export const UPLOAD_MESSAGES = {
  missing: 'Debes cargar el archivo solicitado.',
  tooLarge: 'El archivo es demasiado grande (máximo 2 MB).',
  type: 'Solo se aceptan imágenes (JPG, PNG, GIF o WebP) o documentos PDF.',
  notFound: 'No encontramos ese archivo.',
  deleted: 'File deleted.',
  cloudUnconfigured:
    'El almacenamiento en la nube no está configurado (bucket y region). Avísale al estudio.',
} as const;

/** The stored type and extension of an upload of `size` bytes whose signature says `sniffed`. */
export function decideUpload(
  size: number,
  sniffed: string | undefined,
): Decision<{ type: string; extension: string }> {
  if (size === 0) return refuse(400, UPLOAD_MESSAGES.missing);
  if (size > MAX_UPLOAD_BYTES) return refuse(400, UPLOAD_MESSAGES.tooLarge);
  const extension = sniffed ? UPLOAD_TYPES[sniffed] : undefined;
  if (!sniffed || !extension) return refuse(400, UPLOAD_MESSAGES.type);
  return allow({ type: sniffed, extension });
}

/** The name shown for a file: the uploaded name without any path, or a neutral one. */
export function uploadName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  return base.slice(0, 200) || 'archivo';
}
