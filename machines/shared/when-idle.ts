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

/**
 * The page's next idle moment, as `whenIdle` finds it. Rejects with the signal's reason when
 * `signal` aborts first, and the idle callback is cancelled: a stopped actor leaves nothing
 * behind to run later.
 */
export function idle(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const abort = () => {
      cancel();
      reject(signal!.reason);
    };
    const cancel = whenIdle(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    });
    signal?.addEventListener('abort', abort, { once: true });
  });
}
