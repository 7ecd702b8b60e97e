import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches, following the window as it changes; false where there are no media queries. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false,
  );
}

/**
 * Narrower than the theme's `md` breakpoint (48rem): the layouts that show one day at a time.
 * Chakra's `useBreakpointValue({ base: true, md: false })`, without Chakra on the page.
 */
export const useIsPhone = (): boolean => !useMediaQuery('(min-width: 48rem)');
