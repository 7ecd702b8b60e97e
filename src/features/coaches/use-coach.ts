import { useCallback, useEffect, useState } from 'react';
import { api } from '#src/api/client';
import type { components } from '#src/api/schema.gen';

export type Coach = components['schemas']['Instructor'];
export type CoachState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; coach: Coach };

/** One coach from GET /instructors/{id}; a 404 is its own outcome (the page goes home). */
export function useCoach(id: number): CoachState & { retry: () => void } {
  const [state, setState] = useState<CoachState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.GET('/instructors/{id}', { params: { path: { id } } }).then(
      ({ data, response }) => {
        if (!current) return;
        if (response.status === 404) setState({ status: 'notFound' });
        else if (data) setState({ status: 'ready', coach: data.instructor });
        else setState({ status: 'error' });
      },
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
