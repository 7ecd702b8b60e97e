/**
 * Firebase's email-link flow needs the address again when the link is opened. It is kept
 * where the link will most likely be opened: this browser's local storage (memory in Node).
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const LINK_EMAIL_KEY = 'studio/identity/email-for-sign-in';

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function defaultLinkEmailStore(): KeyValueStore {
  return typeof window !== 'undefined' && window.localStorage ? window.localStorage : memoryStore();
}
