import { useSyncExternalStore } from 'react';
import { appNow } from '#src/domain/app-clock';
import { showsInstallPrompt, type InstallPromptState } from '#src/domain/install-prompt';

/** Chromium's install offer; other browsers never send it, so the app never offers to install. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const KEYS = {
  reserved: 'studio-pwa/reserved',
  dismissedAt: 'studio-pwa/install-dismissed-at',
  installed: 'studio-pwa/installed',
} as const;

let offer: BeforeInstallPromptEvent | null = null;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: at worst the offer comes back on the next visit.
  }
}

/**
 * Keeps the browser's install offer for the right moment (the browser would show its own at
 * once), and remembers an installation. Called once at start-up, in every build.
 */
export function watchInstallOffer(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    write(KEYS.installed, 'true');
    changed();
  });
}

/** A reservation was saved: from now on the app is worth installing (it keeps the pass). */
export function noteReservationMade(): void {
  if (read(KEYS.reserved) === 'true') return;
  write(KEYS.reserved, 'true');
  changed();
}

function standalone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

export function installPromptState(): InstallPromptState {
  return {
    promptAvailable: offer !== null,
    installed: standalone() || read(KEYS.installed) === 'true',
    dismissedAt: read(KEYS.dismissedAt),
    hasReserved: read(KEYS.reserved) === 'true',
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'Instalar app' as a view sees it: whether to offer it now, and the two answers. */
export function useInstallOffer(): { shown: boolean; install: () => void; dismiss: () => void } {
  useSyncExternalStore(subscribe, () => version);
  return {
    shown: showsInstallPrompt(installPromptState(), appNow()),
    install: () => {
      const current = offer;
      offer = null;
      changed();
      // The browser asks once per offer; 'appinstalled' follows an acceptance.
      void current?.prompt();
    },
    dismiss: () => {
      write(KEYS.dismissedAt, appNow().toISOString());
      changed();
    },
  };
}
