import { useCallback, useEffect, useState } from 'react';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';

export type ClassPackage = components['schemas']['ClassPackage'];
export type PackagesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; packages: ClassPackage[] };

/** GET /class_packages (the in-person catalogue); a failure ends in 'error' with `retry`. */
export function usePackages(): PackagesState & { retry: () => void } {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    unwrap(api.GET('/class_packages')).then(
      (data) => current && setState({ status: 'ready', packages: data.class_packages }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
