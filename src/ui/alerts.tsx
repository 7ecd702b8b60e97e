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
const ready = new Promise<AlertsToaster>((resolve) => {
  toasterReady = resolve;
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
