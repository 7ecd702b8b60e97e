import { setupWorker } from 'msw/browser';
import { setAppClockOffset } from '#src/domain/app-clock';
import { mockClockOffset, setMockClockOffset } from './clock';
import { db } from './db';
import { faultHandlers } from './faults';
import { handlers } from './handlers/all';
import { indexHandlers } from './handler-index';
import { holdArrived, holdCount, holdNext, holdPending, releaseAllHolds, releaseHold } from './holds';
import { DATA_CHANGED_EVENT } from '#src/domain/freshness';
import { plantHostileContent, type HostileContent } from './hostile-content';
import { renewalHandlers } from './renewals';
import { hydrateOrSeed, onDbChangedElsewhere, persistDb, resetPersistedDb } from './persistence';
import { onScenariosChange, resetScenarios, scenarios, setScenarios, type Scenarios } from './scenarios';

const CLOCK_KEY = 'studio-mocks/clock-offset';
const SCENARIOS_KEY = 'studio-mocks/scenarios';

/** Moves the mock server's clock and the app's together, and remembers it across reloads. */
function setClockOffset(ms: number): void {
  const offset = Number.isFinite(ms) ? Math.round(ms) : 0;
  localStorage.setItem(CLOCK_KEY, String(offset));
  setMockClockOffset(offset);
  setAppClockOffset(offset);
}

/**
 * What QA drives in mock mode: the QA console, its URL parameters and the browser console
 * (`window.__studioMocks`) all go through this one object.
 */
export const studioMocks = {
  /** Back to the seed, and every scenario and fault off. The clock stays where it is. */
  async reset(): Promise<void> {
    await resetPersistedDb();
    resetScenarios();
    releaseAllHolds();
  },
  scenarios,
  setScenarios,
  onScenariosChange,
  clockOffset: mockClockOffset,
  setClockOffset,
  /** App configuration entries (GET /appconfig), e.g. `{ signup_fee: '9' }`; a reset undoes them. */
  async setConfig(entries: Record<string, string>): Promise<void> {
    for (const [key, value] of Object.entries(entries)) {
      const found = db.appConfig.findFirst((q) => q.where({ key }));
      if (found) {
        await db.appConfig.update((q) => q.where({ key }), {
          data(entry) {
            entry.value = value;
          },
        });
      } else await db.appConfig.create({ key, value });
    }
    persistDb();
  },
  /** Hostile HTML, text and addresses in every surface that shows them (mocks/hostile-content.ts); reload after. */
  async plantHostileContent(content: HostileContent): Promise<{ pageId: number }> {
    const planted = await plantHostileContent(content);
    persistDb();
    return planted;
  },
  /**
   * Requests held open until released (mocks/holds.ts): `next({ methods, path })` gives an id;
   * `arrived(id)` resolves when the first match waits; `count`, `pending`, `release` by that id.
   */
  holds: {
    next: holdNext,
    arrived: holdArrived,
    count: holdCount,
    pending: holdPending,
    release: releaseHold,
  },
  /** The identity emulator's outbox: sign-in links and reset links, newest last. */
  sentEmails: () =>
    db.identityOobCodes.all().map(({ email, requestType, oobLink }) => ({ email, requestType, oobLink })),
};

export type StudioMocks = typeof studioMocks;

function readStoredScenarios(): Partial<Scenarios> {
  try {
    return JSON.parse(localStorage.getItem(SCENARIOS_KEY) ?? '{}') as Partial<Scenarios>;
  } catch {
    return {};
  }
}

/**
 * Mock mode in the browser: MSW's service worker answers `/api`, over the mock database,
 * which survives reloads in localStorage until QA resets it. So do the clock and scenarios.
 */
export async function startBrowserMocks(): Promise<void> {
  setClockOffset(Number(localStorage.getItem(CLOCK_KEY) ?? 0) || 0);
  setScenarios(readStoredScenarios());
  onScenariosChange((next) => localStorage.setItem(SCENARIOS_KEY, JSON.stringify(next)));
  await hydrateOrSeed();
  onDbChangedElsewhere(() => window.dispatchEvent(new Event(DATA_CHANGED_EVENT)));
  // QA's faults (latency, failures) answer before the contract's handlers, then what fell due renews.
  // Saved before the answer leaves: the page may leave at once (session mode's processor page).
  const worker = setupWorker(
    indexHandlers([...faultHandlers, ...renewalHandlers, ...handlers], {
      afterWrite: persistDb,
    }),
  );
  await worker.start({
    onUnhandledRequest: (request, print) => {
      // Only `/api` belongs to the mocks; the app's own assets pass through silently.
      if (new URL(request.url).pathname.startsWith('/api')) print.warning();
    },
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  Object.assign(window, { __studioMocks: studioMocks });
}
