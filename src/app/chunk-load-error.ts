const MESSAGES = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * A lazy part's file that did not arrive: no connection, or a file a newer deploy removed. Each
 * browser words it its own way (Chromium, Firefox, Safari); Vite's preload helper for a CSS file.
 * A loader that wraps the failure keeps it as `cause` (Vitest's module mocks do), so that is read too.
 */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
