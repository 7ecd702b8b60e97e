import { readConfig } from '#server/config';
import { openStore } from './client';

/** `npm run db:migrate`: applies the migrations not yet applied, on PGlite or DATABASE_URL. */
const store = await openStore(readConfig());
try {
  await store.migrate();
  console.log(`Migraciones aplicadas (${store.kind}).`);
} finally {
  await store.close();
}
