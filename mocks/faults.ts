import { delay, http, HttpResponse } from 'msw';
import { waitIfHeld } from './holds';
import { scenarios } from './scenarios';

/** The contract's ServerError body (`Error`), as a failing studio server would send it. */
export const SERVER_ERROR_BODY = { message: 'Error interno del servidor. Inténtalo de nuevo más tarde.' };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Without a network no server answers. MSW's worker answers from inside the page, so it would
 * keep answering with the device offline (Playwright's `setOffline`, DevTools' Offline): the
 * mocks fail as the network would, and the app's offline paths (saved passes) can be tried.
 */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * QA's faults for every `/api` call at once, ahead of the contract's handlers: wait the chosen
 * latency, then fail the way the scenario says, or fall through (return nothing) to the real
 * handler. One handler instead of a check in each of them, so a new endpoint is covered too.
 * The identity emulator's endpoints are not `/api` and keep working, so QA can still sign in.
 * A request a test holds open (mocks/holds.ts) waits for its release first, then meets the rest.
 */
export const faultHandlers = [
  http.all('*/api/*', async ({ request }) => {
    await waitIfHeld(request);
    const { latencyMs, fault } = scenarios();
    if (latencyMs > 0) await delay(latencyMs);
    if (fault === 'network' || deviceOffline()) return HttpResponse.error();
    if (fault === 'writes' && !READS.has(request.method)) {
      return HttpResponse.json(SERVER_ERROR_BODY, { status: 500 });
    }
    return undefined;
  }),
];
