import { allStates, stateNotes, type GraphState, type MachineGraph } from './machine-graph';
import { placeArrow } from './mermaid-edges';

/**
 * A machine graph as a Mermaid `stateDiagram-v2`, for `npm run flows:export` (docs/flows/). Output
 * is deterministic: document order of states and transitions, nothing time-dependent.
 */

// Words Mermaid's state-diagram grammar reads as keywords.
const RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classdef', 'style', 'as', 'click']);

/** Mermaid state ids are global to the diagram: the whole path, letters, digits and `_` only. */
export function mermaidIds(graph: MachineGraph): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const walk = (state: GraphState) => {
    if (state.key !== '') {
      const base = state.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
      let id = RESERVED.has(base.toLowerCase()) ? `${base}_` : base;
      while (used.has(id)) id = `${id}_`;
      used.add(id);
      ids.set(state.key, id);
    }
    state.children.forEach(walk);
  };
  walk(graph.root);
  return ids;
}

/** Label text Mermaid accepts: no statement breaks, entity starts or quotes. */
export function mermaidLabel(text: string): string {
  return text
    .replace(/[;#:]/g, ' ')
    .replace(/"/g, "'")
    .replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A machine whose root is parallel or reacts itself is drawn inside a box of its own. */
const needsBox = (graph: MachineGraph): boolean =>
  graph.root.type === 'parallel' ||
  graph.transitions.some((t) => t.source === '') ||
  graph.root.internal.length > 0 ||
  stateNotes(graph.root).length > 0;

export function toMermaid(graph: MachineGraph): string {
  const ids = mermaidIds(graph);
  const box = needsBox(graph) ? graph.id.replace(/[^A-Za-z0-9_]/g, '_') : null;
  const ref = (key: string) => (key === '' ? (box ?? '[*]') : (ids.get(key) ?? '[*]'));
  const parallel = new Set(
    allStates(graph)
      .filter((s) => s.type === 'parallel')
      .map((s) => s.key),
  );
  const arrows = [
    ...graph.transitions.flatMap((t) => t.targets.map((to) => placeArrow(t.source, to, t.label, parallel))),
    // Transitions without a target stay in their state: a loop on it.
    ...allStates(graph).flatMap((s) => s.internal.map((t) => placeArrow(s.key, s.key, t.label, parallel))),
  ];
  const edgesIn = new Map<string | null, string[]>();
  for (const arrow of arrows) {
    const line = `${ref(arrow.from)} --> ${ref(arrow.to)} : ${mermaidLabel(arrow.label)}`;
    edgesIn.set(arrow.scope, [...(edgesIn.get(arrow.scope) ?? []), line]);
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emitInside = (state: GraphState, depth: number) => {
    const pad = '  '.repeat(depth);
    if (state.initial) lines.push(`${pad}[*] --> ${ref(state.initial)}`);
    state.children.forEach((child, index) => {
      // Parallel regions are separated by `--`.
      if (state.type === 'parallel' && index > 0) lines.push(`${pad}--`);
      emitState(child, depth);
    });
    for (const line of edgesIn.get(state.key) ?? []) lines.push(`${pad}${line}`);
  };
  const emitState = (state: GraphState, depth: number) => {
    const pad = '  '.repeat(depth);
    const id = ref(state.key);
    const notes = stateNotes(state);
    if (state.children.length > 0) {
      // A composite state takes a label only: what it does joins its name.
      const label = [state.name, ...notes].join(' · ');
      if (id !== label) lines.push(`${pad}state "${mermaidLabel(label)}" as ${id}`);
      lines.push(`${pad}state ${id} {`);
      emitInside(state, depth + 1);
      lines.push(`${pad}}`);
    } else {
      // Declared with its name, or Mermaid shows the first description line in place of the name.
      if (id !== state.name || notes.length > 0)
        lines.push(`${pad}state "${mermaidLabel(state.name)}" as ${id}`);
      for (const note of notes) lines.push(`${pad}${id} : ${mermaidLabel(note)}`);
    }
    if (state.type === 'final') lines.push(`${pad}${id} --> [*]`);
  };

  if (box) {
    lines.push(`  [*] --> ${box}`);
    emitState(graph.root, 1);
    for (const line of edgesIn.get(null) ?? []) lines.push(`  ${line}`);
  } else {
    emitInside(graph.root, 1);
  }
  return `${lines.join('\n')}\n`;
}
