import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/all';
import { hydrateOrSeed, persistDb, resetPersistedDb } from './persistence';

/**
 * Mock mode in the browser: MSW's service worker answers `/api`, over the mock database,
 * which survives reloads in localStorage until QA resets it.
 */
export async function startBrowserMocks(): Promise<void> {
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
  Object.assign(window, { __studioMocks: { reset: resetPersistedDb } });
}
