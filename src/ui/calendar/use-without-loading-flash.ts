import { useEffect, useState } from 'react';

/** How long a new week may take before 'Cargando horarios…' takes the place of the week shown. */
const LOADING_SHOWN_AFTER_MS = 300;

/**
 * The snapshot to show while another week loads: the last loaded one, for up to
 * LOADING_SHOWN_AFTER_MS, then the loading one. A quick answer then replaces the week in one
 * render and one paint, instead of emptying the screen for a moment first (issue 16: the
 * empty frame cost as much as a third of a week switch). The first load shows its loading at once.
 */
export function useWithoutLoadingFlash<T>(snapshot: T, loading: boolean): T {
  const [loaded, setLoaded] = useState<T | null>(loading ? null : snapshot);
  const [late, setLate] = useState(false);
  if (!loading && loaded !== snapshot) setLoaded(snapshot);
  if (!loading && late) setLate(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setLate(true), LOADING_SHOWN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return loading && !late && loaded !== null ? loaded : snapshot;
}
