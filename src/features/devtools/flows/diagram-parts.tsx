import { FONT_SIZE, LINE_HEIGHT, type PlacedEdge, type PlacedState, type Point } from './diagram-layout';

// Dark text on light fills everywhere: the page passes axe's contrast checks.
const INK = '#1a202c';
const MUTED = '#4a5568';

interface StateProps {
  placed: PlacedState;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
  active: boolean;
}

export function DiagramState({ placed, region, active }: StateProps) {
  const { x, y, width, height, state, lines } = placed;
  const compound = state.children.length > 0;
  return (
    <g data-state-key={state.key} data-active={active ? 'true' : undefined}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
        fill={active ? (compound ? '#fffdf0' : '#fefcbf') : compound ? '#f7fafc' : '#ffffff'}
        stroke={active ? '#b7791f' : MUTED}
        strokeWidth={active ? 3 : 1.2}
        strokeDasharray={region ? '6 4' : undefined}
      />
      {state.type === 'final' && (
        <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} fill="none" stroke={MUTED} />
      )}
      <text x={x + 10} y={y + 17} style={{ fontSize: FONT_SIZE, fontWeight: 700 }} fill={INK}>
        {state.type === 'parallel' ? `${state.name} ∥` : state.name}
      </text>
      {lines.map((line, i) => (
        <text
          key={i}
          x={x + 10}
          y={y + 17 + (i + 1) * LINE_HEIGHT}
          style={{ fontSize: FONT_SIZE - 1 }}
          fill={MUTED}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/** A rounded polyline through ELK's orthogonal bend points. */
function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

export function DiagramEdge({ edge }: { edge: PlacedEdge }) {
  if (edge.points.length === 0) return null;
  return (
    <g data-edge={edge.transition?.label ?? 'initial'}>
      <path
        d={pathOf(edge.points)}
        fill="none"
        stroke={MUTED}
        strokeWidth={1.2}
        strokeLinejoin="round"
        markerEnd="url(#flow-arrow)"
      />
      {edge.label && (
        <>
          <rect
            x={edge.label.x - 2}
            y={edge.label.y}
            width={edge.label.width}
            height={edge.label.height}
            fill="#ffffff"
            opacity={0.9}
          />
          <text x={edge.label.x + 1} y={edge.label.y + 12} style={{ fontSize: FONT_SIZE - 1 }} fill={INK}>
            {edge.label.text}
          </text>
        </>
      )}
    </g>
  );
}
