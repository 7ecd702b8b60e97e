import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FONT_SIZE, layoutMachine, type DiagramLayout } from './diagram-layout';

// Text widths are counted in characters (diagram-layout.ts): the font must be monospace.
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
import { flowsText } from '#src/i18n/es/devtools';
import type { MachineGraph } from './machine-graph';
import { DiagramEdge, DiagramState } from './diagram-parts';

interface Props {
  graph: MachineGraph;
  /** Path keys of the states the selected actor is in. */
  active?: ReadonlySet<string>;
  /** `fit`: as wide as the page; a number: that many pixels per layout unit. */
  scale?: Scale;
}

export type Scale = number | 'fit';

type Layout = { graph: MachineGraph; layout: DiagramLayout } | { graph: MachineGraph; error: true };

/** A machine drawn as SVG from its ELK layout; the active states are highlighted. */
export function FlowDiagram({ graph, active = new Set(), scale = 'fit' }: Props) {
  const [result, setResult] = useState<Layout | null>(null);

  useEffect(() => {
    let current = true;
    layoutMachine(graph).then(
      (layout) => current && setResult({ graph, layout }),
      (error: unknown) => {
        console.error(error);
        if (current) setResult({ graph, error: true });
      },
    );
    return () => {
      current = false;
    };
  }, [graph]);

  // A layout of the previous machine is never shown for the next one.
  if (!result || result.graph !== graph) return <Text role="status">{flowsText.laying}</Text>;
  if ('error' in result) return <Text role="alert">{flowsText.layoutError}</Text>;
  return (
    <Box
      overflow="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      maxH="75vh"
      data-testid="flow-diagram"
      tabIndex={0}
      role="region"
      aria-label={flowsText.diagram(graph.id)}
    >
      <DiagramSvg graph={graph} layout={result.layout} active={active} scale={scale} />
    </Box>
  );
}

interface SvgProps {
  graph: MachineGraph;
  layout: DiagramLayout;
  active: ReadonlySet<string>;
  scale: Scale;
}

export function DiagramSvg({ graph, layout, active, scale }: SvgProps) {
  const regions = new Set(
    layout.states
      .filter((s) => s.state.type === 'parallel')
      .flatMap((s) => s.state.children.map((c) => c.key)),
  );
  // Font in `style`: the app's global CSS would beat presentation attributes.
  return (
    <svg
      role="img"
      aria-label={flowsText.diagram(graph.id)}
      {...(scale === 'fit'
        ? { width: '100%' }
        : { width: layout.width * scale, height: layout.height * scale })}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ fontFamily: MONO, fontSize: FONT_SIZE, maxWidth: scale === 'fit' ? '100%' : 'none' }}
    >
      <defs>
        <marker
          id="flow-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#4a5568" />
        </marker>
      </defs>
      {layout.states.map((placed) => (
        <DiagramState
          key={placed.state.key}
          placed={placed}
          region={regions.has(placed.state.key)}
          active={active.has(placed.state.key)}
        />
      ))}
      {layout.initials.map((initial) => (
        <circle key={initial.parent} cx={initial.x} cy={initial.y} r={5} fill="#1a202c" />
      ))}
      {layout.edges.map((edge) => (
        <DiagramEdge key={edge.id} edge={edge} />
      ))}
    </svg>
  );
}
