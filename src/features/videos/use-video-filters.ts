import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  videoFiltersFromSearch,
  videoFiltersToSearch,
  withVideoFilter,
  SEARCH_DEBOUNCE_MS,
  type VideoFilters,
} from '#src/domain/video-filters';

/**
 * The library's filters live in the address bar: shared, reloaded and navigated back to. The
 * search box is local while typing; it reaches the address (and so the read) once typing pauses.
 */
export function useVideoFilters() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const filters = useMemo(() => videoFiltersFromSearch(new URLSearchParams(key)), [key]);
  const [typed, setTyped] = useState(filters.query);
  const [seenQuery, setSeenQuery] = useState(filters.query);
  // The search this box last sent to the address: when it arrives, the customer may have typed on
  // meanwhile (a pause mid-word on a slow phone), and what she typed since must stay.
  const [sent, setSent] = useState<string | null>(null);
  // Back/forward or 'Limpiar Filtros' change the address: the box follows it (unless it already
  // says the same, trailing space and all).
  if (seenQuery !== filters.query) {
    setSeenQuery(filters.query);
    if (sent === filters.query) setSent(null);
    else if (typed.trim() !== filters.query) setTyped(filters.query);
  }

  useEffect(() => {
    if (typed.trim() === filters.query) return;
    const timer = setTimeout(() => {
      setSent(typed.trim());
      setSearch(videoFiltersToSearch(withVideoFilter(filters, { query: typed })));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, setSearch]);

  return {
    filters,
    typed,
    type: setTyped,
    change: (change: Partial<Omit<VideoFilters, 'page'>>) =>
      setSearch(videoFiltersToSearch(withVideoFilter(filters, change))),
    goToPage: (page: number) => setSearch(videoFiltersToSearch({ ...filters, page })),
    clear: () => {
      setTyped('');
      setSearch(new URLSearchParams());
    },
  };
}
