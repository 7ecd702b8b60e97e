/**
 * Situations QA (and tests) can set up without touching code: the QA console, its URL parameters
 * and `window.__studioMocks` all write here. The browser keeps them across a reload (see
 * mocks/browser.ts); Vitest resets them before each test.
 */
export type NetworkFault = 'none' | 'writes' | 'network';

export interface Scenarios {
  /** Milliseconds every `/api` call waits before it is answered. */
  latencyMs: number;
  /** `writes`: POST/PUT/PATCH/DELETE answer 500; `network`: every `/api` call fails to connect. */
  fault: NetworkFault;
  /** The next authenticated `/api` call answers the expired-token code, once. */
  expireTokenOnNextCall: boolean;
  /** The next reservation attempt finds that other customers took the class's last places. */
  classFillsOnNextReserve: boolean;
  /** The next reservation with a spot finds that another customer took that spot. */
  spotTakenOnNextReserve: boolean;
  /** The next reservation attempt finds that the customer already holds the class (another device). */
  alreadyReservedOnNextReserve: boolean;
  /** The next checkout attempt (card/cash or the payment button) finds the package sold out. */
  soldOutOnNextPurchase: boolean;
}

export const defaultScenarios: Readonly<Scenarios> = {
  latencyMs: 0,
  fault: 'none',
  expireTokenOnNextCall: false,
  classFillsOnNextReserve: false,
  spotTakenOnNextReserve: false,
  alreadyReservedOnNextReserve: false,
  soldOutOnNextPurchase: false,
};

let current: Scenarios = { ...defaultScenarios };
const listeners = new Set<(scenarios: Scenarios) => void>();

export function scenarios(): Readonly<Scenarios> {
  return current;
}

/** Merges what is known and well-typed; anything else (an old or hand-edited value) is ignored. */
export function setScenarios(next: Partial<Scenarios>): void {
  current = { ...current, ...sanitize(next) };
  for (const listener of listeners) listener(current);
}

export function resetScenarios(): void {
  current = { ...defaultScenarios };
  for (const listener of listeners) listener(current);
}

export function onScenariosChange(listener: (scenarios: Scenarios) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ONE_SHOTS = [
  'expireTokenOnNextCall',
  'classFillsOnNextReserve',
  'spotTakenOnNextReserve',
  'alreadyReservedOnNextReserve',
  'soldOutOnNextPurchase',
] as const;
type OneShot = (typeof ONE_SHOTS)[number];

/** Reads a one-shot scenario and turns it off. */
function consume(key: OneShot): boolean {
  if (!current[key]) return false;
  setScenarios({ [key]: false });
  return true;
}

export const consumeExpireToken = () => consume('expireTokenOnNextCall');
export const consumeClassFills = () => consume('classFillsOnNextReserve');
export const consumeSpotTaken = () => consume('spotTakenOnNextReserve');
export const consumeAlreadyReserved = () => consume('alreadyReservedOnNextReserve');
export const consumeSoldOut = () => consume('soldOutOnNextPurchase');

function sanitize(input: Partial<Scenarios>): Partial<Scenarios> {
  const out: Partial<Scenarios> = {};
  if (typeof input !== 'object' || input === null) return out;
  const { latencyMs, fault } = input;
  if (typeof latencyMs === 'number' && Number.isFinite(latencyMs)) {
    out.latencyMs = Math.max(0, Math.round(latencyMs));
  }
  if (fault === 'none' || fault === 'writes' || fault === 'network') out.fault = fault;
  for (const key of ONE_SHOTS) {
    if (typeof input[key] === 'boolean') out[key] = input[key];
  }
  return out;
}
