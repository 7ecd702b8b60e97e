/**
 * The mock backend's notion of "now". Everything time-based in the mocks (seeded class dates,
 * booking windows, penalties, token expiry) reads it, so QA and tests can move it.
 */
let offsetMs = 0;

export function mockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setMockClockOffset(ms: number): void {
  offsetMs = ms;
}

export function mockClockOffset(): number {
  return offsetMs;
}
