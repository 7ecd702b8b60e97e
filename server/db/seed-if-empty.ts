import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';
import { seedDatabase } from './seed';

/**
 * The demo studio in a database that has no customers yet; a database that has some is left as it
 * is. `npm run db:seed -- --if-empty` and the server's SEED_DEMO=if-empty (npm start: the database is
 * opened once, by the server) both call this. Answers the line to print.
 */
export async function seedDemoIfEmpty(
  db: Database,
  now: Date,
  firebaseProjectId: string,
  kind: string,
): Promise<string> {
  const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from customers`,
  );
  if (count > 0) return `La base de datos ya tiene ${count} clientes: se queda como está (${kind}).`;
  await seedDatabase(db, now, firebaseProjectId);
  return `Datos de ejemplo cargados (${kind}).`;
}
