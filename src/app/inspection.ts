import type { InspectionEvent } from 'xstate';

type Listener = (event: InspectionEvent) => void;

const listeners = new Set<Listener>();

/**
 * Every actor the app creates is given this `inspect` option, so developer tools (the flow
 * visualiser) can follow any running flow. With no listener it does nothing.
 */
export function inspect(event: InspectionEvent): void {
  for (const listener of listeners) listener(event);
}

export function onInspection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
