import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionNames, describeTrigger, guardName, type Trigger } from './transition-names';

/**
 * A machine's shape read from its own definition (XState v5 state nodes), so a diagram or an
 * export can never drift from the code. Pure: no React, no layout.
 */
export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphState {
  /** Path key inside the machine, `''` for the root, `'authenticated.idle'` for nested states. */
  key: string;
  name: string;
  path: string[];
  type: StateType;
  /** Key of the child entered first (compound states). */
  initial: string | null;
  children: GraphState[];
  /** `src` of each invoked actor. */
  invokes: string[];
  entry: string[];
  exit: string[];
  tags: string[];
  /** Transitions without a target: they run actions and stay (`guest.change`). */
  internal: GraphTransition[];
}

export interface GraphTransition {
  source: string;
  /** Path keys of the targets; empty for a targetless transition. */
  targets: string[];
  trigger: Trigger;
  guard: string | null;
  actions: string[];
  /** `event [guard]`, `after resumeAfterLogin (1000 ms)`, `always [signedIn]`... */
  label: string;
}

export interface MachineGraph {
  id: string;
  root: GraphState;
  transitions: GraphTransition[];
}

const keyOf = (node: AnyStateNode): string => node.path.join('.');

export function buildMachineGraph(machine: AnyStateMachine): MachineGraph {
  const transitions: GraphTransition[] = [];
  const delays = machine.implementations.delays as Record<string, unknown>;

  const visit = (node: AnyStateNode): GraphState => {
    const internal: GraphTransition[] = [];
    // XState names an invoke without an id `<index>.<state id>`; the src says more.
    const invokeNames = new Map(
      node.invoke.map((invoke) => [invoke.id, /^\d+\./.test(invoke.id) ? String(invoke.src) : invoke.id]),
    );
    const actorName = (id: string) => invokeNames.get(id) ?? id;
    const candidates = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of candidates) {
      const delay = (transition as { delay?: unknown }).delay;
      const trigger = describeTrigger(transition.eventType, delay, delays, actorName);
      const guard = guardName(transition.guard);
      const targets = (transition.target ?? []).map(keyOf);
      const edge: GraphTransition = {
        source: keyOf(node),
        targets,
        trigger,
        guard,
        actions: actionNames(transition.actions),
        label: guard ? `${trigger.label} [${guard}]` : trigger.label,
      };
      (targets.length > 0 ? transitions : internal).push(edge);
    }
    const children = Object.values(node.states).map((child) => visit(child));
    const initial = node.type === 'compound' ? (node.initial.target[0] ?? null) : null;
    return {
      key: keyOf(node),
      name: node.key,
      path: [...node.path],
      type: node.type,
      initial: initial ? keyOf(initial) : null,
      children,
      invokes: node.invoke.map((invoke) => invoke.src as string),
      entry: actionNames(node.entry),
      exit: actionNames(node.exit),
      tags: [...node.tags],
      internal,
    };
  };

  const root = visit(machine.root);
  root.name = machine.id;
  return { id: machine.id, root, transitions };
}

/** Every state in document order, the root first. */
export function allStates(graph: MachineGraph): GraphState[] {
  const out: GraphState[] = [];
  const walk = (state: GraphState) => {
    out.push(state);
    state.children.forEach(walk);
  };
  walk(graph.root);
  return out;
}

/**
 * Path keys of the states a snapshot `value` is in, ancestors included:
 * `{ authenticated: 'idle' }` → `authenticated`, `authenticated.idle`.
 */
export function activeStateKeys(value: unknown, prefix: string[] = []): Set<string> {
  const keys = new Set<string>();
  if (typeof value === 'string') {
    keys.add([...prefix, value].join('.'));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      keys.add([...prefix, key].join('.'));
      activeStateKeys(child, [...prefix, key]).forEach((k) => keys.add(k));
    }
  }
  return keys;
}

/** What a state does besides transitions, one line each. */
export function stateNotes(state: GraphState): string[] {
  return [
    ...state.invokes.map((src) => `invoke ${src}`),
    ...state.entry.map((action) => `entry / ${action}`),
    ...state.exit.map((action) => `exit / ${action}`),
  ];
}
