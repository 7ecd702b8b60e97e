import { expect } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';

/** What the tests read of a path from `xstate/graph`. */
type Path = {
  state: { value: unknown };
  steps: ReadonlyArray<{ state: { value: unknown }; event: AnyEventObject }>;
};

/** An actor that never settles: the path's own done/error events drive the machine. */
export const pending = () => fromPromise(() => new Promise<never>(() => undefined));

/** One graph node per (previous state, event, state): shortest paths then take every transition. */
export const byTransition = (
  snapshot: { value: unknown },
  event: { type: string } | undefined,
  previous: { value: unknown } | undefined,
) => `${JSON.stringify(previous?.value ?? null)}|${event?.type ?? ''}|${JSON.stringify(snapshot.value)}`;

/** The events that lead along a path, after its start. */
export const eventsOf = (path: Path): AnyEventObject[] => path.steps.slice(1).map((step) => step.event);

/** A path's events, for a test title. */
export const trailOf = (path: Path): string => path.steps.map((step) => step.event.type).join(' → ');

/** The top-level transitions (`state|event`) that `machine` defines and no path takes. */
export function untakenTransitions(machine: AnyStateMachine, paths: readonly Path[]): string[] {
  const taken = new Set(
    paths.flatMap((path) =>
      path.steps.slice(1).map((step, i) => `${path.steps[i]!.state.value as string}|${step.event.type}`),
    ),
  );
  const defined = Object.entries(machine.root.states).flatMap(([key, node]) =>
    [...node.transitions.keys()].map((type) => `${key}|${type}`),
  );
  return defined.filter((pair) => !taken.has(pair));
}

/** Sends `events` to a new running actor of `machine` and gives the actor back. */
export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: readonly AnyEventObject[],
  input?: unknown,
) {
  const actor = createActor(machine, { input } as never).start();
  for (const event of events) actor.send(event as never);
  return actor;
}

/** Replaying a path's events on a running actor ends in the state the path ends in. */
export function expectReplayEndsAsPath(machine: AnyStateMachine, path: Path, input?: unknown): void {
  const actor = replay(machine, eventsOf(path), input);
  expect(actor.getSnapshot().value).toEqual(path.state.value);
  actor.stop();
}
