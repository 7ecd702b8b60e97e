import { persistDb } from '#mocks/persistence';

/**
 * The fake providers change the mock database without an `/api` call, so nothing else saves
 * it: they save it themselves (in the browser; Node tests have no storage to save to).
 */
export function persistMockDb(): void {
  if (typeof localStorage !== 'undefined') persistDb();
}
