import { useCallback, useEffect, useState } from 'react';
import {
  loadLocationCount,
  loadReservations,
  type ReservationFilter,
  type ReservationPage,
} from './reservations-api';

export interface ReservationList {
  filter: ReservationFilter;
  page: number;
  /** The last page loaded: kept on screen while the next one loads. */
  data: ReservationPage | null;
  loading: boolean;
  failed: boolean;
  locationCount: number;
  setFilter(filter: ReservationFilter): void;
  setPage(page: number): void;
  reload(): void;
}

/** The customer's reservations, one server page of one filter at a time. */
export function useReservationList(): ReservationList {
  const [query, setQuery] = useState({ filter: 'all' as ReservationFilter, page: 1, attempt: 0 });
  const [data, setData] = useState<ReservationPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [locationCount, setLocationCount] = useState(1);

  useEffect(() => {
    let current = true;
    loadReservations(query.filter, query.page).then(
      (page) => {
        if (!current) return;
        setData(page);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  // The Ubicación column only matters with more than one location; without the list it stays hidden.
  useEffect(() => {
    let current = true;
    loadLocationCount().then(
      (count) => current && setLocationCount(count),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const next = useCallback((change: Partial<{ filter: ReservationFilter; page: number }>) => {
    setLoading(true);
    setFailed(false);
    setQuery((previous) => ({ ...previous, ...change, attempt: previous.attempt + 1 }));
  }, []);

  return {
    filter: query.filter,
    page: query.page,
    data,
    loading,
    failed,
    locationCount,
    setFilter: useCallback((filter) => next({ filter, page: 1 }), [next]),
    setPage: useCallback((page) => next({ page }), [next]),
    reload: useCallback(() => next({}), [next]),
  };
}
