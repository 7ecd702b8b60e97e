import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/all';
import { setMockClockOffset } from './clock';
import { db } from './db';
import { hydrateOrSeed, persistDb, resetPersistedDb } from './persistence';
import { onScenariosChange, setScenarios, type Scenarios } from './scenarios';

const CLOCK_KEY = 'studio-mocks/clock-offset';
const SCENARIOS_KEY = 'studio-mocks/scenarios';

/**
 * Mock mode in the browser: MSW's service worker answers `/api`, over the mock database,
 * which survives reloads in localStorage until QA resets it.
 */
export async function startBrowserMocks(): Promise<void> {
  // QA can move the mock clock (booking windows, penalties, token expiry); it survives reloads.
  setMockClockOffset(Number(localStorage.getItem(CLOCK_KEY) ?? 0) || 0);
  setScenarios(JSON.parse(localStorage.getItem(SCENARIOS_KEY) ?? '{}') as Partial<Scenarios>);
  onScenariosChange((next) => localStorage.setItem(SCENARIOS_KEY, JSON.stringify(next)));
  await hydrateOrSeed();
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') persistDb();
  });
  await worker.start({
    onUnhandledRequest: (request, print) => {
      // Only `/api` belongs to the mocks; the app's own assets pass through silently.
      if (new URL(request.url).pathname.startsWith('/api')) print.warning();
    },
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  Object.assign(window, {
    __studioMocks: {
      reset: resetPersistedDb,
      setScenarios,
      /** The identity emulator's outbox: sign-in links and reset links, newest last. */
      sentEmails: () =>
        db.identityOobCodes.all().map(({ email, requestType, oobLink }) => ({ email, requestType, oobLink })),
      setClockOffset(ms: number) {
        localStorage.setItem(CLOCK_KEY, String(ms));
        setMockClockOffset(ms);
      },
    },
  });
}
