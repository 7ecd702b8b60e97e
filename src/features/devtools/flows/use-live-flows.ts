import { useSyncExternalStore } from 'react';
import { FLOWS_CHANNEL, type FlowMessage } from './flow-messages';
import { emptyLive, reduceLive, type LiveState } from './live-store';

/**
 * One listener per visualiser tab, kept while the tab lives: moving between the list and a
 * machine keeps the event log. Its own BroadcastChannel object also hears the forwarder of the
 * same tab (a channel only skips the object that posted).
 */
let state: LiveState = emptyLive;
const subscribers = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function connect(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(FLOWS_CHANNEL);
  channel.onmessage = (event: MessageEvent<FlowMessage>) => {
    // A tab that started after this one forwards once told someone listens.
    if (event.data.kind === 'here') return channel?.postMessage({ kind: 'hello' } satisfies FlowMessage);
    state = reduceLive(state, event.data);
    subscribers.forEach((notify) => notify());
  };
  // App tabs that started before this one replay their running actors.
  channel.postMessage({ kind: 'hello' } satisfies FlowMessage);
}

function subscribe(notify: () => void): () => void {
  connect();
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

const getSnapshot = () => state;

export function useLiveFlows(): LiveState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Empties the log (the actors stay). */
export function clearLiveLog(): void {
  state = { ...state, actors: state.actors.map((a) => ({ ...a, events: [] })) };
  subscribers.forEach((notify) => notify());
}
