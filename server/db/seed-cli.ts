import { sql } from 'drizzle-orm';
import { readConfig } from '#server/config';
import { openStore, rowsOf } from './client';
import { seedDatabase } from './seed';

/**
 * `npm run db:seed`: the mocks' believable studio (QA personas, classes around today) in the
 * database. With `--if-empty` (npm start's first run) it leaves a database that has customers as it is.
 */
const ifEmpty = process.argv.includes('--if-empty');
const config = readConfig();
const store = await openStore(config);
try {
  await store.migrate();
  const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(
    store.db,
    sql`select count(*)::int as count from customers`,
  );
  if (ifEmpty && count > 0) {
    console.log(`La base de datos ya tiene ${count} clientes: se queda como está (${store.kind}).`);
  } else {
    await seedDatabase(store.db, new Date(), config.firebaseProjectId);
    console.log(`Datos de ejemplo cargados (${store.kind}).`);
  }
} finally {
  await store.close();
}
