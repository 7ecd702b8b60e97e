import type { JsonValue } from './json-safe';

/** The channel the app tab forwards its inspection events on; the visualiser tab listens. */
export const FLOWS_CHANNEL = 'studio-flows';

export interface SnapshotInfo {
  status: string;
  value: JsonValue;
  context: JsonValue;
}

export interface EventInfo {
  type: string;
  /** The event without its `type`, JSON-safe. */
  payload: JsonValue;
}

interface ActorRefInfo {
  sessionId: string;
  /** The machine's own `id` (`reserve`), matched to the registry by `machineForActor`. */
  machineId: string;
  /** Wall-clock milliseconds: when the app tab saw it. */
  at: number;
}

/** App tab → visualiser. */
export type FlowMessage =
  | ({ kind: 'actor'; snapshot: SnapshotInfo } & ActorRefInfo)
  | ({ kind: 'event'; event: EventInfo } & ActorRefInfo)
  | ({ kind: 'snapshot'; snapshot: SnapshotInfo } & ActorRefInfo)
  /** App tab → visualisers: it started forwarding; a visualiser answers hello. */
  | { kind: 'here' }
  /** Visualiser → app tabs: send what you kept and replay the actors you are running. */
  | { kind: 'hello' };
