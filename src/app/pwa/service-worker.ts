import { useSyncExternalStore } from 'react';

/**
 * The live build's service worker (vite.config.ts, decision 031), registered with workbox-window.
 * A new version waits until the customer chooses 'Actualizar'; then it takes over and the page
 * reloads once, so nobody is switched to new code in the middle of a reservation.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyUpdate: (() => void) | null = null;
let started = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (started || !('serviceWorker' in navigator)) return undefined;
  started = true;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    applyUpdate = () => {
      let reloaded = false;
      workbox.addEventListener('controlling', () => {
        if (reloaded) return;
        reloaded = true;
        window.location.reload();
      });
      workbox.messageSkipWaiting();
    };
    changed();
  });
  const registration = await workbox.register();
  // A tab left open for days still learns of a new version.
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  return registration;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new version is installed and waiting: the function that switches to it, else null. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}
