import {
  Box,
  Code,
  Container,
  Field,
  Grid,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { findMachine } from '#machines/registry';
import { FlowDiagram, type Scale } from './flow-diagram';
import { flowsText } from './flows-text';
import { LivePanel } from './live-panel';
import { actorsOf, defaultActor } from './live-store';
import { activeStateKeys, buildMachineGraph } from './machine-graph';
import { toMermaid } from './mermaid';
import { useLiveFlows } from './use-live-flows';

const ZOOM: Scale[] = ['fit', 0.5, 0.75, 1, 1.5];
const zoomLabel = (scale: Scale) => (scale === 'fit' ? flowsText.fit : `${scale * 100}%`);

/** /__flows/:machineId: the machine's diagram, and its running actors live. */
export function Component() {
  const { machineId = '' } = useParams();
  const entry = findMachine(machineId);
  const graph = useMemo(() => (entry ? buildMachineGraph(entry.machine) : null), [entry]);
  const live = useLiveFlows();
  const actors = entry ? actorsOf(live, entry.machine.id) : [];
  const [picked, setPicked] = useState<string | null>(null);
  const selected = actors.find((a) => a.sessionId === picked) ?? defaultActor(actors);
  const value = selected?.value;
  const active = useMemo(() => activeStateKeys(value), [value]);
  const [zoom, setZoom] = useState<Scale>('fit');

  return (
    <Container as="main" maxW="full" py={6} px={{ base: 3, md: 6 }}>
      <Stack gap={4}>
        <Link asChild color="blue.700" alignSelf="flex-start">
          <RouterLink to="/__flows">← {flowsText.back}</RouterLink>
        </Link>
        {!entry || !graph ? (
          <>
            <Heading as="h1" size="2xl">
              {flowsText.title}
            </Heading>
            <Text role="alert">{flowsText.notFound}</Text>
          </>
        ) : (
          <>
            <Heading as="h1" size="2xl">
              {entry.title}
            </Heading>
            <Text fontFamily="mono" fontSize="sm">
              machines/{entry.id} · id «{graph.id}»
            </Text>
            <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 480px' }} gap={6} alignItems="start">
              <Stack gap={2} minW={0}>
                <Field.Root maxW="220px">
                  <Field.Label>{flowsText.zoom}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={String(zoom)}
                      onChange={(e) => setZoom(e.target.value === 'fit' ? 'fit' : Number(e.target.value))}
                    >
                      {ZOOM.map((scale) => (
                        <option key={scale} value={String(scale)}>
                          {zoomLabel(scale)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <FlowDiagram graph={graph} active={active} scale={zoom} />
                <Box as="details" fontSize="sm">
                  <summary>{flowsText.mermaid}</summary>
                  <Code as="pre" display="block" whiteSpace="pre" overflow="auto" p={2} tabIndex={0}>
                    {toMermaid(graph)}
                  </Code>
                </Box>
              </Stack>
              <LivePanel actors={actors} selected={selected} onPick={setPicked} />
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
