import { describe, expect, it } from 'vitest';
import { bigSeqScans, renderPlan, worstPlan, type PlanNode } from '#scripts/bench-server/plans';

const sizes = new Map([
  ['reservations', 200_000],
  ['customers', 50_000],
  ['single_classes', 146_000],
  ['app_config', 93],
]);

const indexed: PlanNode = {
  'Node Type': 'Bitmap Heap Scan',
  'Relation Name': 'reservations',
  'Actual Rows': 12,
  'Actual Loops': 1,
  'Actual Total Time': 0.2,
  Plans: [
    {
      'Node Type': 'Bitmap Index Scan',
      'Index Name': 'reservations_customer',
      'Actual Rows': 12,
      'Actual Total Time': 0.05,
    },
  ],
};
const wholeTable: PlanNode = {
  'Node Type': 'Sort',
  Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'reservations', Filter: '(customer_id = 7)' }],
};
const smallTable: PlanNode = { 'Node Type': 'Seq Scan', 'Relation Name': 'app_config' };
// A search over every customer in id order: the primary key walked end to end, each row filtered.
const walkedIndex: PlanNode = {
  'Node Type': 'Limit',
  Plans: [
    {
      'Node Type': 'Index Scan',
      'Index Name': 'customers_pkey',
      'Relation Name': 'customers',
      Filter: "(strpos(name, 'bench-1') > 0)",
    },
  ],
};
const lookedUp: PlanNode = {
  'Node Type': 'Index Only Scan',
  'Index Name': 'single_classes_id_date',
  'Relation Name': 'single_classes',
  'Index Cond': '(single_class_id = r.single_class_id)',
};

describe("bench:server's reading of query plans", () => {
  it('names a big table read whole, at any depth, and not a small one', () => {
    expect(bigSeqScans(wholeTable, sizes)).toEqual(['reservations']);
    expect(bigSeqScans(smallTable, sizes)).toEqual([]);
    expect(bigSeqScans(indexed, sizes)).toEqual([]);
  });

  it('names a big table whose index is walked end to end with no condition, not one looked up by it', () => {
    expect(bigSeqScans(walkedIndex, sizes)).toEqual(['customers']);
    expect(bigSeqScans(lookedUp, sizes)).toEqual([]);
  });

  it('ranks a big-table scan worst, even when a slower query used its index', () => {
    const worst = worstPlan(
      [
        { query: 'slow but indexed', plan: indexed, executionMs: 40 },
        { query: 'scans history', plan: wholeTable, executionMs: 2 },
        { query: 'settings', plan: smallTable, executionMs: 1 },
      ],
      sizes,
    );
    expect(worst?.query).toBe('scans history');
    expect(worst?.seqScans).toEqual(['reservations']);
  });

  it('ranks by execution time when no plan scans a big table', () => {
    const worst = worstPlan(
      [
        { query: 'settings', plan: smallTable, executionMs: 1 },
        { query: 'slow but indexed', plan: indexed, executionMs: 40 },
      ],
      sizes,
    );
    expect(worst?.query).toBe('slow but indexed');
  });

  it('prints one indented line a node with its index or table', () => {
    expect(renderPlan(indexed)).toEqual([
      'Bitmap Heap Scan on reservations rows=12×1 0.200 ms',
      '  Bitmap Index Scan using reservations_customer rows=12×1 0.050 ms',
    ]);
  });
});
