// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_CACHE_KEY, readBootCache, writeBootCache, type BootData } from '#src/config/boot-cache';
import { memoryStore } from '#src/identity/link-email-store';

const data: BootData = {
  entries: [{ key: 'business_name', value: 'Estudio Luna' }],
  pages: [],
};

describe('the configuration kept from the last visit', () => {
  it('is none on a first visit, then what the server last sent', () => {
    const store = memoryStore();
    expect(readBootCache(store)).toBeNull();
    expect(writeBootCache(store, data)).toBe(true);
    expect(readBootCache(store)).toEqual(data);
  });

  it('says whether a refresh changed anything (the app re-renders only then)', () => {
    const store = memoryStore();
    writeBootCache(store, data);
    expect(writeBootCache(store, data)).toBe(false);
    const renamed = { ...data, entries: [{ key: 'business_name', value: 'Estudio Sol' }] };
    expect(writeBootCache(store, renamed)).toBe(true);
    expect(readBootCache(store)?.entries).toEqual(renamed.entries);
  });

  it('counts an unreadable or foreign copy as none', () => {
    const store = memoryStore();
    store.setItem(BOOT_CACHE_KEY, '{no es json');
    expect(readBootCache(store)).toBeNull();
    store.setItem(BOOT_CACHE_KEY, JSON.stringify({ entries: 'x' }));
    expect(readBootCache(store)).toBeNull();
    expect(readBootCache(undefined)).toBeNull();
  });
});
