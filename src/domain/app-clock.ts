/**
 * The app's "now": the moment every rule of src/domain is asked about (rules take it as an
 * argument; views and actors read it here). In mock mode QA can move the mock server's clock
 * (booking windows, cancel windows, penalties, subscriptions); boot keeps this offset equal to it,
 * so what the screens show and what the server decides agree. In the live build the offset stays 0.
 */
let offsetMs = 0;

export function appNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setAppClockOffset(ms: number): void {
  offsetMs = ms;
}
