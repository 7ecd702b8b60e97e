import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#server/db/schema';

export interface StudioTable {
  name: string;
  /** The primary key's columns: rows are read in its order, a page at a time. */
  key: string[];
}

/**
 * Every table of drizzle's schema, each after the tables its foreign keys name: the order an
 * import inserts in so that every reference already exists.
 */
export function tablesInForeignKeyOrder(): StudioTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: PgTable[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle at ${getTableConfig(table).name}`);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const target = foreignKey.reference().foreignTable;
      if (target !== table) visit(target, [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.map((table) => ({ name: getTableConfig(table).name, key: pagingKey(table) }));
}

/** The primary key, else a unique index over not-null columns (idempotency_keys has no id). */
function pagingKey(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns.map((column) => column.name);
  const primary = composite ?? config.columns.filter((column) => column.primary).map((column) => column.name);
  if (primary.length > 0) return primary;
  const notNull = new Set(config.columns.filter((column) => column.notNull).map((column) => column.name));
  for (const { config: index } of config.indexes) {
    const names = index.columns.map((column) => (is(column, IndexedColumn) ? column.name : undefined));
    if (index.unique && !index.where && names.every((name) => name !== undefined && notNull.has(name))) {
      return names as string[];
    }
  }
  throw new Error(`${config.name} has no primary key or unique index to page its rows by`);
}
