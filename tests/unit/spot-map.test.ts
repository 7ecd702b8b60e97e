import { describe, expect, it } from 'vitest';
import {
  choosableSpots,
  layoutFromCustomMap,
  layoutFromRowSizes,
  parseRowSizes,
  rowKey,
  spotLayout,
  stepSpot,
  takenSpots,
  type SpotLayout,
} from '#src/domain/spot-map';

const keys = (layout: SpotLayout) => layout.map((row) => row.map((cell) => cell?.key ?? '·'));

describe('row sizes', () => {
  it.each([
    ['4,5,5', [4, 5, 5]],
    [' 2 , 3 ', [2, 3]],
    ['4,,0,x,-1,2', [4, 2]],
    ['', []],
    [null, []],
    [undefined, []],
  ])('parses %j', (text, sizes) => {
    expect(parseRowSizes(text)).toEqual(sizes);
  });

  it('numbers spots 1..n row by row and marks taken ones', () => {
    const layout = layoutFromRowSizes([2, 3], new Set(['3']));
    expect(keys(layout)).toEqual([
      ['1', '2'],
      ['3', '4', '5'],
    ]);
    expect(layout[1]![0]).toMatchObject({ value: 3, taken: true, selectable: true });
    expect(layout[0]![0]).toMatchObject({ value: 1, taken: false });
  });
});

describe('custom maps', () => {
  const map = {
    rows: 2,
    columns: 3,
    spots: JSON.stringify({
      A1: { label: '1', selectable: true },
      A3: { label: 'Coach', selectable: false },
      B1: { label: '', selectable: true },
      B2: { label: '5', selectable: true },
      Z9: { label: 'fuera', selectable: true },
    }),
  };

  it('lays cells by key, leaves gaps for missing keys, ignores keys outside the grid', () => {
    const layout = layoutFromCustomMap(map, new Set(['B2']));
    expect(keys(layout)).toEqual([
      ['A1', '·', 'A3'],
      ['B1', 'B2', '·'],
    ]);
    expect(layout[0]![2]).toMatchObject({ label: 'Coach', selectable: false });
    expect(layout[1]![0]).toMatchObject({ label: 'B1', value: 'B1' });
    expect(layout[1]![1]).toMatchObject({ taken: true });
  });

  it.each(['not json', '[]', 'null'])('treats broken spots %j as an empty grid', (spots) => {
    expect(keys(layoutFromCustomMap({ rows: 1, columns: 2, spots }, new Set()))).toEqual([['·', '·']]);
  });

  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
  ])('row %i is %s', (index, key) => {
    expect(rowKey(index)).toBe(key);
  });
});

describe('which layout a class shows', () => {
  it.each([
    [{ spotMap: '2', custom: null }, [['1', '2']]],
    [
      { spotMap: '2', custom: { rows: 1, columns: 1, spots: '{"A1":{"label":"x","selectable":true}}' } },
      [['A1']],
    ],
    [{ spotMap: null, custom: null }, null],
    [{ spotMap: '', custom: undefined }, null],
  ])('%j', (options, expected) => {
    const layout = spotLayout(options, new Set());
    expect(layout && keys(layout)).toEqual(expected);
  });
});

describe('taken spots', () => {
  it('collects active reservations spots, except the customer own reservation', () => {
    const reservations = [
      { class_reservation_id: 1, spot: 7 },
      { class_reservation_id: 2, spot: 'A1' },
      { class_reservation_id: 3, spot: null },
      { class_reservation_id: 4 },
      { class_reservation_id: 5, spot: 9 },
    ];
    expect([...takenSpots(reservations, 5)].sort()).toEqual(['7', 'A1']);
    expect([...takenSpots(reservations)].sort()).toEqual(['7', '9', 'A1']);
  });
});

describe('arrow keys', () => {
  const layout = layoutFromCustomMap(
    {
      rows: 1,
      columns: 4,
      spots: JSON.stringify({
        A1: { label: '1', selectable: true },
        A2: { label: '2', selectable: false },
        A3: { label: '3', selectable: true },
        A4: { label: '4', selectable: true },
      }),
    },
    new Set(['A4']),
  );

  it('only free, selectable spots can be chosen', () => {
    expect(choosableSpots(layout).map((spot) => spot.key)).toEqual(['A1', 'A3']);
  });

  it.each([
    [null, 1, 'A1'],
    [null, -1, 'A3'],
    ['A1', 1, 'A3'],
    ['A3', 1, 'A1'],
    ['A1', -1, 'A3'],
    ['A4', 1, 'A1'],
  ] as const)('from %s stepping %i lands on %s', (from, step, to) => {
    expect(stepSpot(layout, from, step)?.key).toBe(to);
  });

  it('returns null when nothing is free', () => {
    expect(stepSpot(layoutFromRowSizes([1], new Set(['1'])), null, 1)).toBeNull();
  });
});
