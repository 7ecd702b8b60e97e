import { readConfig } from '#server/config';
import { openStore } from './client';
import { seedDatabase } from './seed';

/** `npm run db:seed`: the mocks' believable studio (QA personas, classes around today) in the database. */
const config = readConfig();
const store = await openStore(config);
try {
  await store.migrate();
  await seedDatabase(store.db, new Date(), config.firebaseProjectId);
  console.log(`Datos de ejemplo cargados (${store.kind}).`);
} finally {
  await store.close();
}
