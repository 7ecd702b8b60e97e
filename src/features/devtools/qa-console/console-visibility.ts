import type { QaRequest } from './qa-params';

const SHOWN_KEY = 'studio-qa/console';
const OPEN_KEY = 'studio-qa/console-open';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the console then forgets between reloads.
  }
}

/**
 * Whether this tab shows the console. Under automation (`navigator.webdriver`) it stays out of
 * the way of the app's own end-to-end tests unless a `qa` parameter asked for it; `qa=off`
 * hides it anywhere (for screenshots). The answer lasts for the tab, across reloads.
 */
export function consoleShown(request: QaRequest['console']): boolean {
  if (request === 'hidden') write(SHOWN_KEY, 'hidden');
  else if (request) write(SHOWN_KEY, 'shown');
  if (request === 'open') write(OPEN_KEY, 'true');
  const remembered = read(SHOWN_KEY);
  if (remembered) return remembered === 'shown';
  return !navigator.webdriver;
}

/** Collapsed by default; open stays open across the reloads the console itself makes. */
export function consoleOpen(): boolean {
  return read(OPEN_KEY) === 'true';
}

export function rememberConsoleOpen(open: boolean): void {
  write(OPEN_KEY, String(open));
}
