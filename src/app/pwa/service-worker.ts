import { useSyncExternalStore } from 'react';
import { whenIdle } from '#machines/shared/when-idle';

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

/** How long after the page's load the worker waits, for the first screen's data and render. */
const SETTLE_MS = 3000;

/**
 * Runs `task` once the page has loaded, its first screen has had time to arrive, and the page is
 * idle; returns what cancels it. Installing the worker precaches every file of the build: on a
 * phone's two cores that competes with the first screen for the processor and the network
 * (issue 34: the worker's thread was half a core busy while the calendar's first week rendered).
 */
export function whenPageSettled(task: () => void): () => void {
  let cancelIdle = () => {};
  let timer: number | undefined;
  const wait = () => {
    timer = window.setTimeout(() => (cancelIdle = whenIdle(task)), SETTLE_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    window.clearTimeout(timer);
    cancelIdle();
  };
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
