/** The app's own origin in the browser (MSW's worker answers it); `http://localhost` in Node. */
export function defaultEmulatorOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}
