import { flowsText } from '#src/i18n/es/devtools';

/**
 * Snapshots and events hold actor refs, functions and cycles, which neither `postMessage`'s
 * structured clone nor JSON accept. This keeps what a developer reads and names the rest.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const MAX_DEPTH = 8;
const MAX_ITEMS = 100;
const MAX_STRING = 2000;

const isActorRef = (value: object): value is { sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';

export function toJsonSafe(value: unknown, depth = 0, seen = new WeakSet<object>()): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function') return flowsText.functionValue(value.name);
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (isActorRef(value)) return `[actor ${value.sessionId}]`;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  try {
    if (value instanceof Map) return toJsonSafe(Object.fromEntries(value), depth, seen);
    if (value instanceof Set || Array.isArray(value)) {
      const items = [...(value as Iterable<unknown>)];
      const safe = items.slice(0, MAX_ITEMS).map((item) => toJsonSafe(item, depth + 1, seen));
      return items.length > MAX_ITEMS ? [...safe, flowsText.moreItems(items.length - MAX_ITEMS)] : safe;
    }
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = toJsonSafe(item, depth + 1, seen);
    }
    return out;
  } finally {
    // Only the current path counts as a cycle: a value shared by two branches is shown twice.
    seen.delete(value);
  }
}
