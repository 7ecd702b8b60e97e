import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { retryableLazy } from './retryable-lazy';

type Provider = ComponentType<{ children: ReactNode }>;

let loaded: Provider | null = null;
let loading: Promise<Provider> | null = null;

/**
 * Fetches Chakra (its components' runtime, Emotion and the app's theme system) once. Called by
 * ChakraIsland, by the router before it shows a screen that uses Chakra, and ahead of time where a
 * screen is about to be needed.
 */
export function loadChakra(): Promise<Provider> {
  loading ??= import('./chakra-provider').then((module) => (loaded = module.StudioChakraProvider));
  // A failed download may be retried (a connection back, a new deploy's files).
  loading.catch(() => (loading = null));
  return loading;
}

/** Whether Chakra is on the page already (a screen or an island has used it). */
export const isChakraLoaded = (): boolean => loaded !== null;

// Retryable: an island whose Chakra did not download (no signal) may ask again (retryFailedLoads).
const LazyProvider = retryableLazy(() => loadChakra().then((provider) => ({ default: provider })));

/**
 * The part of a screen that uses Chakra UI (decision 042): rendered once Chakra has arrived, with
 * `fallback` until then. The landing and the site's header are plain elements and need none, so a
 * visitor's first load does without Chakra.
 */
export function ChakraIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Already here (the usual case once any screen has used it): no suspension, no flash. Chosen
  // once per island: switching paths later would remount its children and lose their state.
  const [Provider] = useState(() => loaded);
  if (Provider) return <Provider>{children}</Provider>;
  return (
    <Suspense fallback={fallback}>
      <LazyProvider>{children}</LazyProvider>
    </Suspense>
  );
}
