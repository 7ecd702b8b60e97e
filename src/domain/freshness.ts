/**
 * When data on screen is read again: the tab comes back (only if the last read is older than
 * REFRESH_AFTER_MS, so switching windows back and forth costs nothing), the network returns,
 * or another tab changed something.
 */
export const REFRESH_AFTER_MS = 30_000;

/** Sent between tabs of the app after a write succeeded. */
export const DATA_CHANNEL = 'studio-data';
/** Dispatched on `window` when this tab learns that the data changed elsewhere. */
export const DATA_CHANGED_EVENT = 'studio:data-changed';

/**
 * Dispatched on `window` when a session started without signal is verified by the server: the
 * screens showed the device's copy or a read that failed, and the 'online' event may have come
 * before the server could answer (seen in the live offline start), so they read again now.
 */
export const SESSION_VERIFIED_EVENT = 'studio:session-verified';

export type FreshnessSignal = 'focus' | 'online' | 'changed';

export function isWrite(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

export function shouldRefresh(signal: FreshnessSignal, lastReadAt: number | null, now: number): boolean {
  if (signal !== 'focus') return true;
  return lastReadAt === null || now - lastReadAt >= REFRESH_AFTER_MS;
}
