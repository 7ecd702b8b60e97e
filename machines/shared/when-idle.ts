/**
 * Runs `task` when the page is idle (after the next paint, within a second at most); returns
 * what cancels it. The one way the app defers work that is not on screen yet: here, where
 * machines' actors (fetching ahead) and views (rendering below the fold) can both reach it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 50);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout: 1000 });
  return () => window.cancelIdleCallback(idle);
}
