import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Data of a read-only screen (purchases, charges, credits). A failed load ends in 'error' with
 * `retry`, never a spinner forever; `reload` refreshes while the current data stays on screen.
 * `load` must be a stable (module-level) function.
 */
export function useLoad<T>(load: () => Promise<T>): LoadState<T> & { retry: () => void; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry, reload };
}
