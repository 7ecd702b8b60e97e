import { and, not, or, stateIn } from 'xstate';

/** What fires a transition, named the way the machine's author wrote it. */
export interface Trigger {
  kind: 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot';
  /** The event type XState sends (`xstate.done.actor.logIn`), `''` for `always`. */
  event: string;
  label: string;
}

const AFTER = /^xstate\.after\.(.+)\.[^.]*$/;
const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The delay of an `after` transition, resolved through the machine's named delays. */
function delayLabel(delay: unknown, delays: Record<string, unknown>): string {
  if (typeof delay === 'number') return `after ${delay}ms`;
  const value = delays[String(delay)];
  return typeof value === 'number' ? `after ${String(delay)} ${value}ms` : `after ${String(delay)}`;
}

/**
 * `actorName` turns an invoke id into what the author wrote: the id they chose, or the `src`
 * when XState generated the id (`0.checkout.loadingPackage`).
 */
export function describeTrigger(
  event: string,
  delay: unknown,
  delays: Record<string, unknown>,
  actorName: (id: string) => string = (id) => id,
): Trigger {
  if (event === '') return { kind: 'always', event, label: 'always' };
  if (delay !== undefined || AFTER.test(event)) {
    return { kind: 'after', event, label: delayLabel(delay ?? AFTER.exec(event)?.[1], delays) };
  }
  const actor = ACTOR_EVENT.exec(event);
  if (actor) {
    const kind = actor[1] === 'done' ? 'done' : 'error';
    const name = actorName(actor[2] ?? '');
    return { kind, event, label: `${kind === 'done' ? 'onDone' : 'onError'} ${name}` };
  }
  if (event.startsWith('xstate.done.state.')) return { kind: 'done', event, label: 'onDone' };
  if (event.startsWith('xstate.snapshot.')) {
    return {
      kind: 'snapshot',
      event,
      label: `onSnapshot ${actorName(event.slice('xstate.snapshot.'.length))}`,
    };
  }
  return { kind: 'event', event, label: event };
}

// Higher-order guards are functions that carry a `check`; their names do not survive
// minification, so they are recognised by that shared `check` instead.
type GuardFn = ((...args: never[]) => unknown) & {
  check?: unknown;
  guards?: unknown[];
  stateValue?: unknown;
};
const CHECK_AND = (and([]) as unknown as GuardFn).check;
const CHECK_OR = (or([]) as unknown as GuardFn).check;
const CHECK_NOT = (not('x') as unknown as GuardFn).check;
const CHECK_IN = (stateIn('x') as unknown as GuardFn).check;

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as GuardFn;
    const inner = (fn.guards ?? []).map((g) => guardName(g) ?? '?');
    if (fn.check === CHECK_AND) return inner.join(' && ');
    if (fn.check === CHECK_OR) return inner.join(' || ');
    if (fn.check === CHECK_NOT) return `!${inner[0] ?? '?'}`;
    if (fn.check === CHECK_IN) return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name || 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

type ActionLike = ((...args: never[]) => unknown) & { type?: string; id?: unknown; sendId?: unknown };

const isAfterPlumbing = (action: ActionLike): boolean =>
  [action.id, action.sendId].some((id) => typeof id === 'string' && id.startsWith('xstate.after.'));

/** Named actions by name; built-ins (`assign(...)` inline) by kind; `after`'s timers left out. */
export function actionNames(actions: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const action of actions) {
    if (typeof action === 'string') names.push(action);
    else if (typeof action === 'function') {
      const fn = action as ActionLike;
      if (isAfterPlumbing(fn)) continue;
      if (typeof fn.type === 'string') names.push(fn.type.replace(/^xstate\./, ''));
      else names.push(fn.name || 'inline');
    } else if (action && typeof action === 'object' && 'type' in action) {
      names.push(String((action as { type: unknown }).type));
    }
  }
  return names;
}
