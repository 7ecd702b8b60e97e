import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ChakraIsland } from '#src/app/chakra-island';
import { ERROR_ALERT_MS, isSuppressedAlert, SUCCESS_ALERT_MS } from '#src/domain/alerts';
import type { AlertsToaster } from './alerts-toaster';

/**
 * The global alert: errors in red for 5 s, successes in green for 3 s, both dismissible.
 * Any view, or a machine's action through the provider, calls `showError` / `showSuccess`.
 * The toaster (Chakra's Toast and Zag's toast machines) is fetched with the first alert rather
 * than at boot: most visits never show one (issue 16).
 */
const ToasterOutlet = lazy(() =>
  import('./alerts-toaster').then((module) => ({ default: module.ToasterOutlet })),
);

let requested = false;
const listeners = new Set<() => void>();
let toasterReady: (toaster: AlertsToaster) => void = () => undefined;
let listening: AlertsToaster | null = null;
const ready = new Promise<AlertsToaster>((resolve) => {
  toasterReady = (toaster) => {
    listening = toaster;
    resolve(toaster);
  };
});

/** Runs `create` once the outlet is mounted and listening, loading it on the first alert. */
function withToaster(create: (toaster: AlertsToaster) => void): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void ready.then(create);
}

export function showError(text: string): void {
  if (isSuppressedAlert(text)) return;
  withToaster((toaster) =>
    toaster.create({ type: 'error', title: text, duration: ERROR_ALERT_MS, closable: true }),
  );
}

export function showSuccess(text: string): void {
  if (isSuppressedAlert(text)) return;
  withToaster((toaster) =>
    toaster.create({ type: 'success', title: text, duration: SUCCESS_ALERT_MS, closable: true }),
  );
}

export function dismissAlerts(): void {
  if (requested) void ready.then((toaster) => toaster.dismiss());
}

/**
 * Every alert gone at once, without its exit; nothing to do before the toaster loaded. The test
 * setup's end of each test: the toaster is a module's store, which a file's next test (or, in a
 * shared worker, the next file) would otherwise inherit, and importing it to clear it would load
 * all of Chakra UI into files that never show an alert.
 */
export function removeAlerts(): void {
  listening?.remove();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function AlertsOutlet() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ChakraIsland>
        <ToasterOutlet onReady={toasterReady} />
      </ChakraIsland>
    </Suspense>
  );
}
