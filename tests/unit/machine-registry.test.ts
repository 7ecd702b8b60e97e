// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '#machines/registry';
import { layoutMachine } from '#src/features/devtools/flows/diagram-layout';
import { FlowDiagram } from '#src/features/devtools/flows/flow-diagram';
import { allStates, buildMachineGraph } from '#src/features/devtools/flows/machine-graph';

const machinesDir = join(import.meta.dirname, '..', '..', 'machines');
const folders = readdirSync(machinesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(machinesDir, entry.name, 'machine.ts')))
  .map((entry) => entry.name)
  .sort();

describe('machines/registry.ts names every machine', () => {
  it('has one entry for each folder of machines/ with a machine.ts, and nothing else', () => {
    const registered = machineRegistry.map((entry) => entry.id).sort();
    expect(
      registered,
      'add the new machine to machines/registry.ts, then run `npm run flows:export`',
    ).toEqual(folders);
  });

  it('has unique machine ids (live actors are matched by them)', () => {
    const ids = machineRegistry.map((entry) => entry.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('(machine)');
  });
});

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s', (_, entry) => {
  it('builds a graph from its definition', () => {
    const graph = buildMachineGraph(entry.machine);
    expect(graph.id).toBe(entry.machine.id);
    expect(allStates(graph).length).toBeGreaterThan(1);
  });

  it('renders its diagram with the ELK layout', async () => {
    const graph = buildMachineGraph(entry.machine);
    const diagram = createElement(FlowDiagram, { graph });
    render(createElement(ChakraProvider, { value: defaultSystem, children: diagram }));
    // ELK answers layouts in the order asked (its in-page worker queues them): once this one is
    // back, the diagram's own, asked for at render, is too, and act has drawn it. No timeout: at
    // load 13 the session machine's layout took more than the 10 s this test once waited.
    await act(() => layoutMachine(graph));
    const svg = screen.getByRole('img', { name: `Diagrama de la máquina ${graph.id}` });
    const drawn = [...svg.querySelectorAll('[data-state-key]')].map((g) => g.getAttribute('data-state-key'));
    expect(drawn.sort()).toEqual(
      allStates(graph)
        .map((s) => s.key)
        .sort(),
    );
    expect(svg.querySelectorAll('[data-edge]').length).toBeGreaterThanOrEqual(graph.transitions.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
