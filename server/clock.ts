/**
 * The server's notion of "now". Every time rule reads it; only the test control surface moves it
 * (STUDIO_TEST_MODE=1), so conformance tests pin the same instant on the mocks and the server.
 */
export interface Clock {
  now(): Date;
  /** Test mode only: make `now()` this instant from here on. */
  set(instant: Date): void;
  offsetMs(): number;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (instant) => {
      offset = instant.getTime() - Date.now();
    },
    offsetMs: () => offset,
  };
}
