/**
 * The server's notion of "now". Every time rule reads it; only the test control surface sets it
 * (STUDIO_TEST_MODE=1), and a set clock stands still, so a test's answers never depend on how
 * long the machine took between two requests.
 */
export interface Clock {
  now(): Date;
  /** Test mode only: stop the clock at this instant. */
  set(instant: Date): void;
}

export function createClock(): Clock {
  let stoppedAt: number | undefined;
  return {
    now: () => new Date(stoppedAt ?? Date.now()),
    set: (instant) => {
      stoppedAt = instant.getTime();
    },
  };
}
