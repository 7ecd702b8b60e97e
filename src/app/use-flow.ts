import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type {
  ActorOptions,
  ActorRefFrom,
  AnyStateMachine,
  EmittedFrom,
  EventObject,
  InputFrom,
} from 'xstate';
import { inspect } from './inspection';

type Implementations<TMachine extends AnyStateMachine> = NonNullable<Parameters<TMachine['provide']>[0]>;

/** One callback per event type the machine emits, called with that event. */
export type EmittedHandlers<TMachine extends AnyStateMachine> = {
  [K in EmittedFrom<TMachine>['type']]?: (event: Extract<EmittedFrom<TMachine>, { type: K }>) => void;
};

export interface FlowOptions<TMachine extends AnyStateMachine> {
  /**
   * The real effects (`createXActors(…)` from the flow's actors.ts). A new object provides the
   * machine again, so build it once, or `useMemo` it on what it depends on.
   */
  actors?: Implementations<TMachine>['actors'];
  /**
   * The view's side of the flow (alerts, navigation), as plain functions. Always the latest
   * render's: inline functions are fine.
   */
  actions?: Implementations<TMachine>['actions'];
  guards?: Implementations<TMachine>['guards'];
  delays?: Implementations<TMachine>['delays'];
  /** Read once, when the actor starts (as `useActorRef` does). */
  input?: InputFrom<TMachine>;
  /** What the machine emits (`emit(…)`): always the latest callback, without restarting the flow. */
  on?: EmittedHandlers<TMachine>;
}

type Named = Record<string, unknown>;

class Latest<T> {
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(value: T): void {
    this.value = value;
  }
}

/**
 * Runs a machine for a view: provides its implementations, connects the developer tools'
 * inspector (src/app/inspection.ts) and delivers what it emits to `on`. The one way a view
 * starts a flow; the session, started before React, is the only actor created elsewhere.
 *
 * ```ts
 * const actor = useFlow(waitlistMachine, {
 *   actors,
 *   actions: { notifyJoined: () => showSuccess(es.waitlists.joined) },
 *   input: { signedIn },
 *   on: { 'waitlist.changed': onChanged },
 * });
 * ```
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: FlowOptions<TMachine> = {},
): ActorRefFrom<TMachine> {
  // The options of the latest render, read only when the machine calls back (never while rendering).
  const [latest] = useState(() => new Latest(options));
  useLayoutEffect(() => latest.set(options));
  const { actors, delays } = options;
  const actionNames = namesOf(options.actions);
  const guardNames = namesOf(options.guards);

  const logic = useMemo(
    () =>
      machine.provide({
        actors,
        delays,
        actions: forwardToLatest(actionNames, () => latest.get().actions as Named | undefined),
        guards: forwardToLatest(guardNames, () => latest.get().guards as Named | undefined),
      } as Implementations<TMachine>),
    [machine, actors, delays, actionNames, guardNames, latest],
  );
  const actor = useActorRef(logic, { input: options.input, inspect } as ActorOptions<TMachine>);

  useEffect(() => {
    const subscription = actor.on('*', (event: EventObject) => {
      const handler = (latest.get().on as Named | undefined)?.[event.type];
      if (typeof handler === 'function') handler(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, latest]);

  return actor as ActorRefFrom<TMachine>;
}

/** A stable key for the names given, so new inline functions do not provide the machine again. */
function namesOf(implementations: object | undefined): string {
  return implementations ? Object.keys(implementations).sort().join(',') : '';
}

/** Each named implementation calls whatever the latest render passed under that name. */
function forwardToLatest(names: string, current: () => Named | undefined): Named | undefined {
  if (!names) return undefined;
  const forwarded: Named = {};
  for (const name of names.split(',')) {
    forwarded[name] = (...args: unknown[]) => (current()?.[name] as (...args: unknown[]) => unknown)(...args);
  }
  return forwarded;
}
