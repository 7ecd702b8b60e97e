/**
 * Situations QA (and tests) can set up without touching code. The browser keeps them across a
 * reload (see mocks/browser.ts); the QA console grows from here.
 */
export interface Scenarios {
  /** The next authenticated `/api` call answers the expired-token code, once. */
  expireTokenOnNextCall: boolean;
}

const defaults: Scenarios = { expireTokenOnNextCall: false };
let current: Scenarios = { ...defaults };
const listeners = new Set<(scenarios: Scenarios) => void>();

export function scenarios(): Readonly<Scenarios> {
  return current;
}

export function setScenarios(next: Partial<Scenarios>): void {
  current = { ...current, ...next };
  for (const listener of listeners) listener(current);
}

export function resetScenarios(): void {
  setScenarios(defaults);
}

export function onScenariosChange(listener: (scenarios: Scenarios) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads a one-shot scenario and turns it off. */
export function consumeExpireToken(): boolean {
  if (!current.expireTokenOnNextCall) return false;
  setScenarios({ expireTokenOnNextCall: false });
  return true;
}
