import { describe, expect, it } from 'vitest';
import { buildMachineGraph } from '#src/features/devtools/flows/machine-graph';
import { mermaidIds, mermaidLabel, toMermaid } from '#src/features/devtools/flows/mermaid';
import { placeArrow } from '#src/features/devtools/flows/mermaid-edges';
import { sample } from '#tests/support/flows-sample-machine';

describe('toMermaid: a stateDiagram-v2 Mermaid renders with its nesting intact', () => {
  const text = toMermaid(buildMachineGraph(sample));
  const lines = text.split('\n').map((line) => line.trim());

  it('starts with the diagram type and boxes a machine that reacts at its root', () => {
    expect(lines.slice(0, 3)).toEqual(['stateDiagram-v2', '[*] --> sample', 'state sample {']);
    expect(lines).toContain('sample --> sample : reset (to idle)');
  });

  it('writes initial states, nested states by path, final states and parallel regions', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        '[*] --> idle',
        'state "busy · invoke fetchThing" as busy',
        'state busy {',
        '[*] --> busy_loading',
        'state "loading" as busy_loading',
        'busy_finished --> [*]',
        'done --> [*]',
        'state both {',
        '--',
        'both_right_c --> both_right_d : always [ready]',
      ]),
    );
    // Regions are separated, and no arrow sits inside the parallel state after them.
    const both = text.slice(text.indexOf('state both {'), text.indexOf('done --> [*]'));
    expect(both.match(/^\s*--$/gm)).toHaveLength(1);
  });

  it('labels arrows `event [guard]`, delays and invoked actors, and notes what states do', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'idle --> busy : go [ready]',
        'idle --> both : go [ready && !limited]',
        "idle --> done : go [in 'both']",
        'busy_waiting --> busy_finished : after pause 1000ms',
        'busy_loading --> busy_waiting : onDone fetch',
        'idle --> idle : stay',
        'busy_loading : invoke fetchThing',
        'idle : entry / greet',
      ]),
    );
  });

  it('lifts an arrow leaving a composite to the composite, naming the inner state', () => {
    expect(lines).toContain('busy --> idle : onError fetch (from loading)');
  });

  it('is deterministic', () => {
    expect(toMermaid(buildMachineGraph(sample))).toBe(text);
  });
});

describe('placeArrow', () => {
  const parallel = new Set(['p']);
  it.each([
    ['a', 'b', { scope: '', from: 'a', to: 'b', label: 'e' }],
    ['a.x', 'a.y', { scope: 'a', from: 'a.x', to: 'a.y', label: 'e' }],
    ['a.x', 'b', { scope: '', from: 'a', to: 'b', label: 'e (from x)' }],
    ['a', 'b.y.z', { scope: '', from: 'a', to: 'b', label: 'e (to y.z)' }],
    ['a', 'a.x', { scope: '', from: 'a', to: 'a', label: 'e (to x)' }],
    ['a', 'a', { scope: '', from: 'a', to: 'a', label: 'e' }],
    ['', 'a', { scope: null, from: '', to: '', label: 'e (to a)' }],
    ['p.r1.x', 'p.r2.y', { scope: '', from: 'p', to: 'p', label: 'e (from r1.x) (to r2.y)' }],
    ['p.r1.x', 'p.r1.y', { scope: 'p.r1', from: 'p.r1.x', to: 'p.r1.y', label: 'e' }],
  ] as const)('%s → %s', (source, target, placed) => {
    expect(placeArrow(source, target, 'e', parallel)).toEqual(placed);
  });
});

describe('Mermaid-safe names', () => {
  it.each([
    ['go [ok]', 'go [ok]'],
    ['a;b#c:d', 'a b c d'],
    ['in {"a":"b"}', "in ('a' 'b')"],
    ['  spaced   out ', 'spaced out'],
  ])('label %j → %j', (raw, safe) => {
    expect(mermaidLabel(raw)).toBe(safe);
  });

  it('builds ids from the path, avoiding keywords and collisions', () => {
    const ids = mermaidIds({
      id: 'm',
      transitions: [],
      root: {
        ...leaf('', []),
        children: [leaf('state', ['state']), leaf('a-b', ['a-b']), leaf('a_b', ['a_b'])],
      },
    });
    expect([...ids.values()]).toEqual(['state_', 'a_b', 'a_b_']);
  });
});

function leaf(key: string, path: string[]) {
  return {
    key,
    name: path.at(-1) ?? '',
    path,
    type: 'atomic' as const,
    initial: null,
    children: [],
    invokes: [],
    entry: [],
    exit: [],
    tags: [],
    internal: [],
  };
}
