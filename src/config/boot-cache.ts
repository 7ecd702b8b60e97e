import type { Page } from '#src/api/entities';
import type { AppConfigEntry } from './app-config';

/**
 * What the first screen needs from the server (the app configuration and the content pages),
 * kept from the last visit so the first paint does not wait for them (decision 029). The app
 * starts on the kept copy and refreshes it in the background; a copy of another format, or
 * unreadable, counts as none.
 */
export interface BootData {
  entries: AppConfigEntry[];
  pages: Page[];
}

export interface BootStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const BOOT_CACHE_KEY = 'studio/boot-data/v1';

export function readBootCache(store: BootStore | undefined): BootData | null {
  try {
    const text = store?.getItem(BOOT_CACHE_KEY);
    if (!text) return null;
    const data = JSON.parse(text) as Partial<BootData>;
    return Array.isArray(data.entries) && Array.isArray(data.pages)
      ? { entries: data.entries, pages: data.pages }
      : null;
  } catch {
    return null;
  }
}

/** Keeps `data` for the next visit; true when it differs from what was kept. */
export function writeBootCache(store: BootStore | undefined, data: BootData): boolean {
  const text = JSON.stringify({ entries: data.entries, pages: data.pages });
  try {
    if (store?.getItem(BOOT_CACHE_KEY) === text) return false;
    store?.setItem(BOOT_CACHE_KEY, text);
  } catch {
    // Storage full or refused: the next visit waits for the server, as without a copy.
  }
  return true;
}

/** The browser's local storage, when there is one and it may be read. */
export function browserBootStore(): BootStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
