import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import {
  allStates,
  stateNotes,
  type GraphState,
  type GraphTransition,
  type MachineGraph,
} from './machine-graph';

/**
 * Places a machine graph with ELK's layered algorithm: compound states hold their children,
 * every coordinate comes back absolute (`json.*Coords: ROOT`) so the SVG needs no nesting maths.
 * Text is monospace, so sizes can be measured by counting characters (jsdom has no fonts).
 */
export const FONT_SIZE = 12;
export const CHAR_WIDTH = 7.3;
export const LINE_HEIGHT = 16;
const HEADER = 24;
const PAD = 10;
const INITIAL_SIZE = 12;

export interface Point {
  x: number;
  y: number;
}
export interface Box extends Point {
  width: number;
  height: number;
}
export interface PlacedState extends Box {
  state: GraphState;
  /** Lines under the name: invoked actors, entry/exit actions, targetless transitions. */
  lines: string[];
}
export interface PlacedEdge {
  id: string;
  /** `null` for the arrow from an initial marker. */
  transition: GraphTransition | null;
  points: Point[];
  label: (Box & { text: string }) | null;
}
export interface DiagramLayout {
  width: number;
  height: number;
  states: PlacedState[];
  initials: (Point & { parent: string })[];
  edges: PlacedEdge[];
}

// Every compound node repeats these: ELK reads most options from a node's own parent.
const LAYOUT: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  // From the initial state down. (ELK 0.12's model-order options crash on nested graphs.)
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.edgeRouting': 'POLYLINE',
  'elk.edgeLabels.inline': 'true',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
};

const nodeId = (key: string): string => `s:${key}`;
const initialId = (key: string): string => `i:${key}`;
const textWidth = (text: string): number => Math.ceil(text.length * CHAR_WIDTH);

export function stateLines(state: GraphState): string[] {
  return [...stateNotes(state), ...state.internal.map((t) => `↻ ${t.label}`)];
}

function toElkNode(state: GraphState): ElkNode {
  const lines = stateLines(state);
  const width = Math.max(60, ...[state.name, ...lines].map(textWidth)) + 2 * PAD;
  const top = HEADER + lines.length * LINE_HEIGHT;
  if (state.children.length === 0) return { id: nodeId(state.key), width, height: top + PAD / 2 };
  const children = state.children.map(toElkNode);
  if (state.initial)
    children.unshift({ id: initialId(state.key), width: INITIAL_SIZE, height: INITIAL_SIZE });
  return {
    id: nodeId(state.key),
    children,
    layoutOptions: {
      ...LAYOUT,
      'elk.padding': `[top=${top + PAD},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
      'elk.nodeSize.minimum': `(${width}, ${top})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
  };
}

function elkEdges(graph: MachineGraph, states: GraphState[]): ElkExtendedEdge[] {
  const edges: ElkExtendedEdge[] = [];
  for (const state of states) {
    if (state.initial) {
      edges.push({
        id: `init:${state.key}`,
        sources: [initialId(state.key)],
        targets: [nodeId(state.initial)],
      });
    }
  }
  graph.transitions.forEach((t, index) => {
    t.targets.forEach((target, n) => {
      edges.push({
        id: `t:${index}:${n}`,
        sources: [nodeId(t.source)],
        targets: [nodeId(target)],
        labels: [
          { id: `l:${index}:${n}`, text: t.label, width: textWidth(t.label) + 6, height: LINE_HEIGHT },
        ],
      });
    });
  });
  return edges;
}

const elk = new ELK();

export async function layoutMachine(graph: MachineGraph): Promise<DiagramLayout> {
  const states = allStates(graph);
  const byKey = new Map(states.map((s) => [s.key, s]));
  const result = await elk.layout({
    id: 'diagram',
    layoutOptions: { ...LAYOUT, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [toElkNode(graph.root)],
    edges: elkEdges(graph, states),
  });
  return collect(result, graph, byKey);
}

function collect(result: ElkNode, graph: MachineGraph, byKey: Map<string, GraphState>): DiagramLayout {
  const layout: DiagramLayout = {
    width: result.width ?? 0,
    height: result.height ?? 0,
    states: [],
    initials: [],
    edges: [],
  };
  const walk = (node: ElkNode) => {
    const box = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
    const state = node.id.startsWith('s:') ? byKey.get(node.id.slice(2)) : undefined;
    if (state) layout.states.push({ ...box, state, lines: stateLines(state) });
    if (node.id.startsWith('i:')) {
      layout.initials.push({ x: box.x + box.width / 2, y: box.y + box.height / 2, parent: node.id.slice(2) });
    }
    (node.children ?? []).forEach(walk);
  };
  (result.children ?? []).forEach(walk);
  for (const edge of (result.edges ?? []) as ElkExtendedEdge[]) {
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const [, index] = edge.id.split(':');
    const transition = edge.id.startsWith('t:') ? (graph.transitions[Number(index)] ?? null) : null;
    const label = edge.labels?.[0];
    layout.edges.push({
      id: edge.id,
      transition,
      points,
      label: label
        ? {
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
            text: label.text ?? '',
          }
        : null,
    });
  }
  return layout;
}
