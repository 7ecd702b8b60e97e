import { useSyncExternalStore } from 'react';
import { toAppConfig, type AppConfig, type AppConfigEntry } from './app-config';

/**
 * The configuration is read once at start; the studio's settings screen changes it while the app
 * runs. What it saved is published here, and `Providers` renders with the latest one, so the
 * customer side (the same app, or another tab of it) shows the new colours, sections and switches
 * without a reload. Routes built at start (the packages path) still need one.
 */
const CHANNEL = 'studio-appconfig';
let latest: AppConfig | null = null;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function configChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<AppConfigEntry[]>) => {
      if (Array.isArray(event.data)) replace(toAppConfig(event.data));
    });
  }
  return channel;
}

function replace(config: AppConfig) {
  latest = config;
  listeners.forEach((listener) => listener());
}

/** The configuration the server answered after a change, for this tab and the app's other tabs. */
export function publishAppConfig(entries: AppConfigEntry[]): void {
  replace(toAppConfig(entries));
  configChannel()?.postMessage(entries);
}

function subscribe(listener: () => void) {
  configChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The configuration to render with: the one loaded at start until a newer one is published. */
export function useLiveAppConfig(loaded: AppConfig): AppConfig {
  return useSyncExternalStore(subscribe, () => latest ?? loaded);
}
