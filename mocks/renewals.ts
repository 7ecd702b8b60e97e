import { http } from 'msw';
import { mockNow } from './clock';
import { renewDueSubscriptions } from './commerce/subscription-renewals';
import { persistMockDb } from './payments/persist';

/*
 * The providers renew a subscription when its period falls due, and the server's job renews the
 * saved cards' every hour (decision 089); nothing in the mocks ticks on its own, and QA moves
 * their clock. So before any /api request is answered, the renewals due at mockNow() are made:
 * what the request reads already shows them. One run at a time: a request arriving during a run
 * waits for it instead of charging the same period beside it.
 */
let running: Promise<void> | undefined;

export function renewDueNow(): Promise<void> {
  running ??= renewDueSubscriptions(mockNow())
    .then((renewed) => {
      // A read can renew too, and a read is not saved as a write is (mocks/handler-index.ts).
      if (renewed.length > 0) persistMockDb();
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}

/** Ahead of the contract's handlers (after QA's faults): renew what is due, then fall through. */
export const renewalHandlers = [
  http.all('*/api/*', async () => {
    await renewDueNow();
    return undefined;
  }),
];
