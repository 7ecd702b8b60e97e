import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether `query` matches, following the window as it changes; false where there are no media queries. */
export function useMediaQuery(query: string): boolean {
  // One list per query and component: asking `matchMedia` again on every render is not free
  // (the calendar renders with every week, issue 16).
  const list = useMemo(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (changed: () => void) => {
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false);
}

/**
 * Narrower than the theme's `md` breakpoint (48rem): the layouts that show one day at a time.
 * Chakra's `useBreakpointValue({ base: true, md: false })`, without Chakra on the page.
 */
export const useIsPhone = (): boolean => !useMediaQuery('(min-width: 48rem)');
