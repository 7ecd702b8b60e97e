import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';

/** The plan PostgreSQL would pick for a query (EXPLAIN, not run), as text: which indexes it reads. */
export async function queryPlan(db: Database, query: { getSQL(): SQL }): Promise<string> {
  return (await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain ${query.getSQL()}`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}
