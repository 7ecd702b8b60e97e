import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Leaving a form with unsaved changes asks first: a link inside the app is held by the router's
 * blocker (the view shows its dialog); closing or reloading the tab gets the browser's own prompt.
 * `allowNext()` lets the next navigation through (after a save or a delete).
 */
export function useLeaveGuard(dirty: boolean) {
  const allow = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocked: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    allowNext: () => {
      allow.current = true;
    },
  };
}
