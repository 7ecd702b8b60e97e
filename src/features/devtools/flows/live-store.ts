import type { FlowMessage } from './flow-messages';
import type { JsonValue } from './json-safe';

/** What the visualiser knows about the running actors, built from forwarded messages. Pure. */
export interface LogEntry {
  seq: number;
  at: number;
  type: string;
  payload: JsonValue;
}

export interface LiveActor {
  sessionId: string;
  machineId: string;
  status: string;
  value: JsonValue;
  context: JsonValue;
  /** Newest first. */
  events: LogEntry[];
  startedAt: number;
}

export interface LiveState {
  /** Oldest first. */
  actors: LiveActor[];
  seq: number;
}

export const MAX_EVENTS = 200;
/** Finished actors are kept for a while so a short flow can still be read afterwards. */
export const MAX_FINISHED = 20;

export const emptyLive: LiveState = { actors: [], seq: 0 };

function upsert(state: LiveState, message: Exclude<FlowMessage, { kind: 'hello' | 'here' }>): LiveActor {
  const known = state.actors.find((a) => a.sessionId === message.sessionId);
  return (
    known ?? {
      sessionId: message.sessionId,
      machineId: message.machineId,
      status: 'active',
      value: null,
      context: null,
      events: [],
      startedAt: message.at,
    }
  );
}

function prune(actors: LiveActor[]): LiveActor[] {
  const finished = actors.filter((a) => a.status !== 'active');
  if (finished.length <= MAX_FINISHED) return actors;
  const drop = new Set(finished.slice(0, finished.length - MAX_FINISHED));
  return actors.filter((a) => !drop.has(a));
}

export function reduceLive(state: LiveState, message: FlowMessage): LiveState {
  if (message.kind === 'hello' || message.kind === 'here') return state;
  const actor = upsert(state, message);
  let next: LiveActor;
  let seq = state.seq;
  if (message.kind === 'event') {
    seq += 1;
    const entry: LogEntry = { seq, at: message.at, type: message.event.type, payload: message.event.payload };
    next = { ...actor, events: [entry, ...actor.events].slice(0, MAX_EVENTS) };
  } else {
    next = { ...actor, ...message.snapshot };
  }
  const exists = state.actors.includes(actor);
  const actors = exists ? state.actors.map((a) => (a === actor ? next : a)) : [...state.actors, next];
  return { actors: prune(actors), seq };
}

export function actorsOf(state: LiveState, machineId: string): LiveActor[] {
  return state.actors.filter((a) => a.machineId === machineId);
}

/** The actor to show when none was picked: the newest running one, else the newest. */
export function defaultActor(actors: readonly LiveActor[]): LiveActor | undefined {
  return [...actors].reverse().find((a) => a.status === 'active') ?? actors[actors.length - 1];
}
