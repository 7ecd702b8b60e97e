import { describe, expect, it } from 'vitest';
import {
  activeStateKeys,
  allStates,
  buildMachineGraph,
  type GraphTransition,
} from '#src/features/devtools/flows/machine-graph';
import { sample } from '#tests/support/flows-sample-machine';

const graph = buildMachineGraph(sample);
const from = (source: string): GraphTransition[] => graph.transitions.filter((t) => t.source === source);
const state = (key: string) => allStates(graph).find((s) => s.key === key);

describe('buildMachineGraph: the shape comes from the machine definition', () => {
  it('names the machine and keeps nested and parallel states with their types and initials', () => {
    expect(graph.id).toBe('sample');
    expect(graph.root).toMatchObject({ key: '', name: 'sample', type: 'compound', initial: 'idle' });
    expect(allStates(graph).map((s) => [s.key, s.type])).toEqual([
      ['', 'compound'],
      ['idle', 'atomic'],
      ['busy', 'compound'],
      ['busy.loading', 'atomic'],
      ['busy.waiting', 'atomic'],
      ['busy.finished', 'final'],
      ['both', 'parallel'],
      ['both.left', 'compound'],
      ['both.left.a', 'atomic'],
      ['both.left.b', 'atomic'],
      ['both.right', 'compound'],
      ['both.right.c', 'atomic'],
      ['both.right.d', 'atomic'],
      ['done', 'final'],
    ]);
    expect(state('busy')?.initial).toBe('busy.loading');
    expect(state('both')?.initial).toBeNull();
    expect(state('both.right')?.initial).toBe('both.right.c');
  });

  it.each([
    ['ready', 'go [ready]'],
    ['allowed', 'go [allowed]'],
    ['ready && !limited', 'go [ready && !limited]'],
    ['ready || allowed', 'go [ready || allowed]'],
    ['in "both"', 'go [in "both"]'],
  ])('labels a guard by its name: %s', (guard, label) => {
    expect(from('idle').find((t) => t.guard === guard)?.label).toBe(label);
  });

  it('labels an inline guard as such and keeps the order of the candidates', () => {
    expect(from('idle').map((t) => t.guard)).toEqual([
      'ready',
      'allowed',
      'ready && !limited',
      'ready || allowed',
      'in "both"',
      'guard',
    ]);
  });

  it('labels delays by name with their value, and numeric delays in ms', () => {
    // Object key order: JavaScript puts the numeric key first.
    expect(from('busy.waiting').map((t) => [t.label, t.targets])).toEqual([
      ['after 250ms', ['busy.finished']],
      ['after pause 1000ms', ['busy.finished']],
    ]);
  });

  it('labels invoked actors by their id, or by src when XState made the id up', () => {
    expect(from('busy.loading').map((t) => [t.label, t.targets])).toEqual([
      ['onDone fetch', ['busy.waiting']],
      ['onError fetch', ['idle']],
    ]);
    expect(from('busy').map((t) => t.label)).toEqual(['onDone', 'onDone fetchThing [ready]']);
    expect(state('busy.loading')?.invokes).toEqual(['fetchThing']);
    expect(state('busy')?.invokes).toEqual(['fetchThing']);
  });

  it('keeps always transitions, root transitions and events with dots', () => {
    expect(from('both.right.c')[0]).toMatchObject({ label: 'always [ready]', targets: ['both.right.d'] });
    expect(from('both.left.a')[0]).toMatchObject({ label: 'step.next', targets: ['both.left.b'] });
    expect(from('')[0]).toMatchObject({ label: 'reset', targets: ['idle'] });
  });

  it('lists targetless transitions inside their state, and entry/exit actions without after timers', () => {
    expect(state('idle')?.internal.map((t) => [t.label, t.actions])).toEqual([['stay', ['track', 'assign']]]);
    expect(state('idle')).toMatchObject({ entry: ['greet'], exit: ['forget'] });
    expect(state('busy.waiting')).toMatchObject({ entry: [], exit: [] });
  });
});

describe('activeStateKeys: the states a snapshot value is in, ancestors included', () => {
  it.each([
    ['idle', ['idle']],
    [{ busy: 'waiting' }, ['busy', 'busy.waiting']],
    [{ both: { left: 'a', right: 'd' } }, ['both', 'both.left', 'both.left.a', 'both.right', 'both.right.d']],
    [null, []],
  ] as const)('%j', (value, keys) => {
    expect([...activeStateKeys(value)].sort()).toEqual([...keys].sort());
  });

  it('matches what a running actor reports', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(sample).start();
    actor.send({ type: 'go' });
    expect(activeStateKeys(actor.getSnapshot().value)).toEqual(new Set(['busy', 'busy.loading']));
    actor.stop();
  });
});
