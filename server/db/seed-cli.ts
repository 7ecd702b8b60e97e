import { readConfig } from '#server/config';
import { openStore } from './client';
import { seedDatabase } from './seed';
import { seedDemoIfEmpty } from './seed-if-empty';

/**
 * `npm run db:seed`: the mocks' believable studio (QA personas, classes around today) in the
 * database. With `--if-empty` it leaves a database that has customers as it is.
 */
const ifEmpty = process.argv.includes('--if-empty');
const config = readConfig();
const store = await openStore(config);
try {
  await store.migrate();
  if (ifEmpty) {
    console.log(await seedDemoIfEmpty(store.db, new Date(), config.firebaseProjectId, store.kind));
  } else {
    await seedDatabase(store.db, new Date(), config.firebaseProjectId);
    console.log(`Datos de ejemplo cargados (${store.kind}).`);
  }
} finally {
  await store.close();
}
