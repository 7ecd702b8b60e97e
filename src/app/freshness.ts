import { onWriteElsewhere } from '#src/api/data-changes';
import { useEffect, useRef } from 'react';
import {
  DATA_CHANGED_EVENT,
  SESSION_VERIFIED_EVENT,
  shouldRefresh,
  type FreshnessSignal,
} from '#src/domain/freshness';

/**
 * Everything that means "what is on screen may be old": the tab shown again, the network back,
 * a write in another tab (announced by the API client, or by the mock database in mock mode), a
 * session started offline verified at last (as the network back).
 */
export function onFreshnessSignal(listener: (signal: FreshnessSignal) => void): () => void {
  const focus = () => {
    if (document.visibilityState === 'visible') listener('focus');
  };
  const online = () => listener('online');
  const changed = () => listener('changed');
  document.addEventListener('visibilitychange', focus);
  window.addEventListener('focus', focus);
  window.addEventListener('online', online);
  window.addEventListener(SESSION_VERIFIED_EVENT, online);
  window.addEventListener(DATA_CHANGED_EVENT, changed);
  const stopChannel = onWriteElsewhere(changed);
  return () => {
    document.removeEventListener('visibilitychange', focus);
    window.removeEventListener('focus', focus);
    window.removeEventListener('online', online);
    window.removeEventListener(SESSION_VERIFIED_EVENT, online);
    window.removeEventListener(DATA_CHANGED_EVENT, changed);
    stopChannel();
  };
}

/**
 * Calls `readAgain` when what the screen read may be old. The clock starts when the screen
 * mounts and again at each call; `readAgain` is always the latest render's.
 */
export function useReadAgainWhenStale(readAgain: () => void): void {
  const latest = useRef(readAgain);
  useEffect(() => {
    latest.current = readAgain;
  });
  useEffect(() => {
    let readAt = Date.now();
    return onFreshnessSignal((signal) => {
      if (!shouldRefresh(signal, readAt, Date.now())) return;
      readAt = Date.now();
      latest.current();
    });
  }, []);
}

/**
 * Calls `readAgain` when the screen's reader changes (signed in, signed out, another account):
 * answers that name only the reader's own records (a class's places, decision 056) were read
 * for someone else.
 */
export function useReadAgainForReader(readerId: number | null, readAgain: () => void): void {
  const readFor = useRef(readerId);
  const latest = useRef(readAgain);
  useEffect(() => {
    latest.current = readAgain;
  });
  useEffect(() => {
    if (readFor.current === readerId) return;
    readFor.current = readerId;
    latest.current();
  }, [readerId]);
}

/** Announces (SESSION_VERIFIED_EVENT) the moment a session that was unverified is verified. */
export function useAnnounceVerified(unverified: boolean): void {
  const was = useRef(unverified);
  useEffect(() => {
    if (was.current && !unverified) window.dispatchEvent(new Event(SESSION_VERIFIED_EVENT));
    was.current = unverified;
  }, [unverified]);
}
