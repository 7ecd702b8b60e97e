import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** How to ask again for each lazy part whose download failed. */
const failed = new Set<() => void>();

/**
 * `React.lazy`, but a failed download can be tried again: React keeps a lazy component's
 * rejection for good (every later render throws it), so a part made here is given a fresh lazy
 * by `retryFailedLoads()`, and its next render imports the file again. Renewed only on request,
 * never on the failure itself: React renders a failed part once more before it gives up, and a
 * fresh import there would download again and again while the connection is down.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const renew = () => (current = lazy(tracked));
  const tracked = () =>
    load().catch((error: unknown) => {
      failed.add(renew);
      throw error;
    });
  let current = lazy(tracked);
  return function RetryableLazy(props: ComponentProps<T>) {
    return createElement(current, props);
  };
}

/** Every part whose download failed imports its file again when it next renders. */
export function retryFailedLoads(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}
