import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
// The layouts that move focus also bring the page-wide reduced-motion rules (decision 034).
import './reduced-motion.css';

// The path last shown, kept outside the layouts: moving from one layout to another is navigation too.
let shownPath: string | null = null;

/** How long a lazy screen may take to show its heading before focus stays where it is. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * WCAG 2.4.3 focus order on in-app navigation (decision 034): when the path changes (not on the
 * first load, not for a query or a hash), focus moves to the new screen's main heading, so a
 * screen reader announces the screen and the keyboard starts from it. A lazy screen renders its
 * heading a little later, so the hook waits for it; an open dialog keeps the focus it holds.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    const started = performance.now();
    let timer = 0;
    const tryFocus = () => {
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < WAIT_FOR_HEADING_MS) timer = window.setTimeout(tryFocus, 50);
    };
    tryFocus();
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
