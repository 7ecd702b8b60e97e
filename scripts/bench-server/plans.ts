import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import type { ExplainReport } from './protocol';

/*
 * Reading EXPLAIN (FORMAT JSON) plans: which scans read a whole big table (a finding: a query that
 * grows with history needs an index) and which plan is the worst the bench met.
 */

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Total Cost'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

export interface ExplainedQuery {
  query: string;
  plan: PlanNode;
  /** EXPLAIN ANALYZE's execution time; absent for writes, which are explained without running. */
  executionMs?: number;
}

/** A table with at least this many rows is big: reading all of it on every request is a finding. */
export const BIG_TABLE_ROWS = 1_000;

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/**
 * Whether a node reads its whole table: a sequential scan, or an index walked for its order only
 * (no condition on it) while a filter drops rows, so a `LIMIT` above may read to the end. An
 * ordered walk with no filter stops at its `LIMIT` and is left alone.
 */
function readsWhole(node: PlanNode): boolean {
  if (node['Node Type'] === 'Seq Scan') return true;
  return /^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond'] && Boolean(node.Filter);
}

/** The big tables a plan reads whole (sequential scans, or indexes walked with no condition), by name. */
export function bigSeqScans(plan: PlanNode, tableRows: ReadonlyMap<string, number>): string[] {
  return [...nodes(plan)]
    .filter((node) => readsWhole(node) && node['Relation Name'])
    .map((node) => node['Relation Name']!)
    .filter((table) => (tableRows.get(table) ?? 0) >= BIG_TABLE_ROWS);
}

/** The worst plan: big-table sequential scans first, then the slowest (or costliest) run. */
export function worstPlan(
  explained: readonly ExplainedQuery[],
  tableRows: ReadonlyMap<string, number>,
): (ExplainedQuery & { seqScans: string[] }) | undefined {
  const scored = explained.map((entry) => ({ ...entry, seqScans: bigSeqScans(entry.plan, tableRows) }));
  return scored.sort(
    (a, b) =>
      b.seqScans.length - a.seqScans.length ||
      (b.executionMs ?? -1) - (a.executionMs ?? -1) ||
      (b.plan['Total Cost'] ?? 0) - (a.plan['Total Cost'] ?? 0),
  )[0];
}

/** One line a node, indented like EXPLAIN's text format. */
export function renderPlan(node: PlanNode, depth = 0): string[] {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const rows =
    node['Actual Rows'] !== undefined
      ? ` rows=${node['Actual Rows']}×${node['Actual Loops'] ?? 1} ${node['Actual Total Time']?.toFixed(3)} ms`
      : ` est. rows=${node['Plan Rows']}`;
  // An IN list of a week's class ids says little past its first ids.
  const filter = node.Filter
    ? ` filter ${node.Filter.length > 160 ? `${node.Filter.slice(0, 160)}…` : node.Filter}`
    : '';
  return [
    `${'  '.repeat(depth)}${node['Node Type']}${using}${on}${rows}${filter}`,
    ...(node.Plans ?? []).flatMap((child) => renderPlan(child, depth + 1)),
  ];
}

/**
 * The statements a store sends while capturing is on, each with its first parameters: pass
 * `logger` to `openStore`, then `start()` before the work and `stop()` after it. Statements only:
 * the transactions' begin and commit have no plan.
 */
export function statementCapture() {
  const statements = new Map<string, unknown[]>();
  let capturing = false;
  return {
    statements,
    logger: {
      logQuery(query: string, params: unknown[]) {
        if (capturing && /^\s*(select|insert|update|delete|with)\b/i.test(query) && !statements.has(query))
          statements.set(query, params);
      },
    },
    start() {
      statements.clear();
      capturing = true;
    },
    stop() {
      capturing = false;
    },
  };
}

/**
 * EXPLAIN (FORMAT JSON) of each statement, with the parameters the server sent it: reads with
 * ANALYZE (they run), writes without (explaining them must not change the data). The bench
 * explains what the server sent while it captured; the jobs' test, what each job sent.
 */
export async function explainStatements(
  db: Database,
  statements: Iterable<[string, unknown[]]>,
): Promise<ExplainReport> {
  // The drivers' own clients take parameters as the server sent them; Drizzle's sql`` would not.
  const client = (
    db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const explained: ExplainedQuery[] = [];
  for (const [query, params] of statements) {
    const reads = /^\s*select\b/i.test(query);
    const result = await client.query(`explain (${reads ? 'analyze, ' : ''}format json) ${query}`, params);
    const value = result.rows[0]?.['QUERY PLAN'];
    const [top] = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{
      Plan: PlanNode;
      'Execution Time'?: number;
    }>;
    explained.push({
      query,
      plan: top!.Plan,
      ...(top!['Execution Time'] !== undefined ? { executionMs: top!['Execution Time'] } : {}),
    });
  }
  const sizes = await rowsOf<{ name: string; count: number }>(
    db,
    sql`select relname as name, reltuples::int as count from pg_class
        where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  const tableRows = new Map(sizes.map((row) => [row.name, Number(row.count)]));
  const worst = worstPlan(explained, tableRows);
  return {
    statements: explained.length,
    worst: worst && {
      query: worst.query,
      executionMs: worst.executionMs,
      seqScans: worst.seqScans,
      lines: renderPlan(worst.plan),
    },
    seqScans: [...new Set(explained.flatMap((entry) => bigSeqScans(entry.plan, tableRows)))],
  };
}
