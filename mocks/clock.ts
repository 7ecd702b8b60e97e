/**
 * The mock backend's notion of "now". Everything time-based in the mocks (seeded class dates,
 * booking windows, penalties, token expiry) reads it, so QA and tests can move it.
 */
let offsetMs = 0;
let frozenAt: number | undefined;

export function mockNow(): Date {
  return new Date(frozenAt ?? Date.now() + offsetMs);
}

/**
 * Stops the clock at an instant (undefined lets it run again), so a seed taken as of that instant
 * is the same record for record every time: the server's `db:seed` and the tests that compare the
 * server with the mocks rely on it (mocks/seed-records.ts).
 */
export function freezeMockClock(instant: Date | undefined): void {
  frozenAt = instant?.getTime();
}

export function setMockClockOffset(ms: number): void {
  offsetMs = ms;
}

export function mockClockOffset(): number {
  return offsetMs;
}
