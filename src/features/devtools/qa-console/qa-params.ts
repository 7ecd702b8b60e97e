import { personas, type PersonaKey } from '#mocks/personas';
import type { NetworkFault, Scenarios } from '#mocks/scenarios';
import { parseClockOffset } from './clock-offset';

/**
 * QA's URL parameters, so a test or a bug report links straight to a situation, e.g.
 * `/mystudio?qa-persona=ana&qa-latency=800&qa-fail=writes&qa-clock=+2d&qa-scenario=class-fills`.
 * Every parameter starts with `qa`; boot applies them before the first screen and then takes
 * them out of the address bar (they persist like the console's own choices).
 */
export interface QaRequest {
  /** `qa-reset`: back to the seed (and no scenarios) before the rest applies. */
  reset: boolean;
  /** `qa-persona`: a persona key or email; `none` logs out. */
  persona?: PersonaKey | 'none';
  /** `qa-latency`, `qa-fail`, `qa-scenario`. */
  scenarios: Partial<Scenarios>;
  /** `qa-clock`: the mock clock's offset from the real now. */
  clockOffsetMs?: number;
  /** `qa-config=key:value` (repeatable): app configuration entries, e.g. `signup_fee:9`. */
  config: Record<string, string>;
  /** `qa`: show the console (also under automation); `open` expanded; `off` hidden. */
  console?: 'shown' | 'open' | 'hidden';
  /** Parameters that were given but could not be read, as `name=value`. */
  invalid: string[];
}

export const SCENARIO_NAMES = {
  'expire-token': 'expireTokenOnNextCall',
  'class-fills': 'classFillsOnNextReserve',
  'spot-taken': 'spotTakenOnNextReserve',
  'already-reserved': 'alreadyReservedOnNextReserve',
  'sold-out': 'soldOutOnNextPurchase',
} as const satisfies Record<string, keyof Scenarios>;

const FAULTS: Record<string, NetworkFault> = { none: 'none', writes: 'writes', network: 'network' };
const YES = new Set(['', '1', 'true', 'yes', 'si', 'sí']);

export function isQaParam(name: string): boolean {
  return name === 'qa' || name.startsWith('qa-');
}

function personaFrom(value: string): QaRequest['persona'] | null {
  const wanted = value.trim().toLowerCase();
  if (wanted === 'none' || wanted === 'ninguna') return 'none';
  const found = (Object.keys(personas) as PersonaKey[]).find(
    (key) => key === wanted || personas[key].email === wanted,
  );
  return found ?? null;
}

function scenariosFrom(value: string): Partial<Scenarios> | null {
  const out: Partial<Scenarios> = {};
  for (const name of value.split(',').map((part) => part.trim().toLowerCase())) {
    if (name === 'none') {
      for (const key of Object.values(SCENARIO_NAMES)) out[key] = false;
    } else if (name in SCENARIO_NAMES) {
      out[SCENARIO_NAMES[name as keyof typeof SCENARIO_NAMES]] = true;
    } else {
      return null;
    }
  }
  return out;
}

export function parseQaParams(search: string): QaRequest {
  const request: QaRequest = { reset: false, scenarios: {}, config: {}, invalid: [] };
  for (const [name, value] of new URLSearchParams(search)) {
    const bad = () => request.invalid.push(`${name}=${value}`);
    if (name === 'qa') {
      const mode = value.trim().toLowerCase();
      request.console = mode === 'open' ? 'open' : mode === 'off' || mode === '0' ? 'hidden' : 'shown';
    } else if (name === 'qa-reset') {
      if (YES.has(value.toLowerCase())) request.reset = true;
      else if (value !== '0' && value !== 'false') bad();
    } else if (name === 'qa-persona') {
      const persona = personaFrom(value);
      if (persona) request.persona = persona;
      else bad();
    } else if (name === 'qa-latency') {
      const ms = Number(value);
      if (value.trim() !== '' && Number.isInteger(ms) && ms >= 0) request.scenarios.latencyMs = ms;
      else bad();
    } else if (name === 'qa-fail') {
      const fault = FAULTS[value.trim().toLowerCase()];
      if (fault) request.scenarios.fault = fault;
      else bad();
    } else if (name === 'qa-scenario') {
      const named = scenariosFrom(value);
      if (named) Object.assign(request.scenarios, named);
      else bad();
    } else if (name === 'qa-clock') {
      const offset = parseClockOffset(value);
      if (offset === null) bad();
      else request.clockOffsetMs = offset;
    } else if (name === 'qa-config') {
      const entry = /^([\w-]+):(.*)$/s.exec(value);
      if (entry?.[1] !== undefined && entry[2] !== undefined) request.config[entry[1]] = entry[2];
      else bad();
    } else if (isQaParam(name)) {
      bad();
    }
  }
  return request;
}

/** The address without QA's parameters (the app's own query and hash stay). */
export function withoutQaParams(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (isQaParam(name)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
