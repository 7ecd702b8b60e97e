// The Content-Type of each file a build holds, by extension: one table for the local static
// servers (bench-serve.mjs for `npm run bench`, serve-live.ts for the live end-to-end run,
// check-live-pwa.mjs for the smoke check).
import { extname } from 'node:path';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** What a file at `path` is served as; unknown extensions as bytes. */
export function contentTypeOf(path) {
  return CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
}
