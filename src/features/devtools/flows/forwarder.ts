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

export function snapshotInfo(snapshot: unknown): SnapshotInfo {
  const s = (snapshot ?? {}) as { status?: unknown; value?: unknown; context?: unknown };
  return { status: String(s.status ?? 'active'), value: toJsonSafe(s.value), context: toJsonSafe(s.context) };
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

/** Starts forwarding once per page (boot may run again after a failed start). */
export function startFlowForwarder(): () => void {
  if (stop || typeof BroadcastChannel === 'undefined') return stop ?? (() => undefined);
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  // Node (Vitest) would otherwise stay alive for the channel.
  (channel as { unref?: () => void }).unref?.();
  const live = new Map<string, ActorRefLike>();
  const post = (message: FlowMessage) => {
    try {
      channel.postMessage(message);
    } catch (error) {
      console.warn('flow forwarder: message not sent', error);
    }
  };
  const unsubscribe = onInspection((inspection) => {
    // Wall-clock time for the log: when it happened, not the studio's (mock) business time.
    // An actor counts from its start (`xstate.init`): React may create one and never start it,
    // and its snapshot cannot be read while it is being created.
    if (inspection.type === '@xstate.actor') return;
    const message = toFlowMessage(inspection, Date.now());
    if (!message) return;
    if (message.kind === 'event' && message.event.type === 'xstate.init') {
      live.set(message.sessionId, inspection.actorRef);
    }
    if (message.kind === 'snapshot' && message.snapshot.status !== 'active') live.delete(message.sessionId);
    post(message);
  });
  channel.onmessage = (event: MessageEvent<FlowMessage>) => {
    if (event.data?.kind !== 'hello') return;
    for (const actorRef of live.values()) {
      const message = toFlowMessage(
        { type: '@xstate.actor', actorRef, rootId: '' } as InspectionEvent,
        Date.now(),
      );
      if (message) post(message);
    }
  };
  stop = () => {
    unsubscribe();
    channel.close();
    live.clear();
    stop = null;
  };
  return stop;
}
