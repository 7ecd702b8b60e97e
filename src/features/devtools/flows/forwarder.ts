import type { ActorRefLike, InspectionEvent } from 'xstate';
import { onInspection } from '#src/app/inspection';
import { FLOWS_CHANNEL, type EventInfo, type FlowMessage, type SnapshotInfo } from './flow-messages';
import { toJsonSafe } from './json-safe';

/**
 * Mock and dev builds only (wired in boot): every machine actor's inspection events go out on a
 * BroadcastChannel, so /__flows in another tab (or this one) can follow them. Only state
 * machines are forwarded: promise actors have no diagram, their outcomes reach the machine as
 * `xstate.done.actor.*` events anyway.
 */
interface Logic {
  id?: unknown;
  root?: unknown;
  config?: { id?: unknown };
}

export function machineIdOf(actorRef: ActorRefLike): string | null {
  const logic = (actorRef as { logic?: Logic }).logic;
  if (!logic || typeof logic !== 'object' || !('root' in logic)) return null;
  const id = logic.id ?? logic.config?.id;
  return typeof id === 'string' ? id : null;
}

const statusOf = (snapshot: unknown) => String((snapshot as { status?: unknown } | null)?.status ?? 'active');

export function snapshotInfo(snapshot: unknown): SnapshotInfo {
  const s = (snapshot ?? {}) as { value?: unknown; context?: unknown };
  return { status: statusOf(snapshot), value: toJsonSafe(s.value), context: toJsonSafe(s.context) };
}

export function eventInfo(event: { type: string }): EventInfo {
  const { type, ...payload } = event;
  return { type, payload: toJsonSafe(payload) };
}

/** The message an inspection event becomes, or `null` when it is not about a machine. */
export function toFlowMessage(inspection: InspectionEvent, at: number): FlowMessage | null {
  const machineId = machineIdOf(inspection.actorRef);
  if (!machineId) return null;
  const base = { sessionId: inspection.actorRef.sessionId, machineId, at };
  switch (inspection.type) {
    case '@xstate.actor':
      return { kind: 'actor', ...base, snapshot: snapshotInfo(inspection.actorRef.getSnapshot()) };
    case '@xstate.event':
      return { kind: 'event', ...base, event: eventInfo(inspection.event) };
    case '@xstate.snapshot':
      return { kind: 'snapshot', ...base, snapshot: snapshotInfo(inspection.snapshot) };
    default:
      return null;
  }
}

let stop: (() => void) | null = null;

/** The most inspection events kept while no visualiser has said hello (the oldest go first). */
export const EARLY_EVENTS = 300;

/**
 * Starts forwarding once per page (boot may run again after a failed start). Until a visualiser
 * says hello, nothing is converted or posted: with none open (every QA session, every e2e test)
 * that was about 50 ms of each start. The events meanwhile are kept as they came (the last
 * {@link EARLY_EVENTS}) and sent on the first hello, then each as it happens. A tab announces
 * itself on start (`here`), so a visualiser opened before it says hello to it too.
 */
export function startFlowForwarder(): () => void {
  if (stop || typeof BroadcastChannel === 'undefined') return stop ?? (() => undefined);
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  // Node (Vitest) would otherwise stay alive for the channel.
  (channel as { unref?: () => void }).unref?.();
  const live = new Map<string, ActorRefLike>();
  let early: Array<{ inspection: InspectionEvent; at: number }> | null = [];
  const post = (message: FlowMessage) => {
    try {
      channel.postMessage(message);
    } catch (error) {
      console.warn('flow forwarder: message not sent', error);
    }
  };
  const forward = (inspection: InspectionEvent, at: number) => {
    const message = toFlowMessage(inspection, at);
    if (message) post(message);
  };
  const unsubscribe = onInspection((inspection) => {
    // An actor counts from its start (`xstate.init`): React may create one and never start it,
    // and its snapshot cannot be read while it is being created.
    if (inspection.type !== '@xstate.event' && inspection.type !== '@xstate.snapshot') return;
    if (!machineIdOf(inspection.actorRef)) return;
    const { sessionId } = inspection.actorRef;
    if (inspection.type === '@xstate.event' && inspection.event.type === 'xstate.init') {
      live.set(sessionId, inspection.actorRef);
    }
    if (inspection.type === '@xstate.snapshot' && statusOf(inspection.snapshot) !== 'active') {
      live.delete(sessionId);
    }
    // Wall-clock time for the log: when it happened, not the studio's (mock) business time.
    const at = Date.now();
    if (!early) return forward(inspection, at);
    early.push({ inspection, at });
    if (early.length > EARLY_EVENTS) early.shift();
  });
  channel.onmessage = (event: MessageEvent<FlowMessage>) => {
    if (event.data?.kind !== 'hello') return;
    for (const { inspection, at } of early ?? []) forward(inspection, at);
    early = null;
    for (const actorRef of live.values()) {
      forward({ type: '@xstate.actor', actorRef, rootId: '' } as InspectionEvent, Date.now());
    }
  };
  post({ kind: 'here' });
  stop = () => {
    unsubscribe();
    channel.close();
    live.clear();
    stop = null;
  };
  return stop;
}
