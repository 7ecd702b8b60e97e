import { parseArgs } from 'node:util';
import { readConfig } from '#server/config';
import { openStore } from '#server/db/client';
import { OperatorError, runOperatorCommand } from './operator-error';
import { importStudio } from './studio-import';

/** `npm run db:import <archivo>`: a db:export file into an empty DATABASE_URL or PGLITE_DIR, migrated first. */
await runOperatorCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new OperatorError('Falta el archivo: npm run db:import <archivo.jsonl.gz>');
  const store = await openStore(readConfig());
  try {
    const counts = await importStudio(store, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return `Importadas ${rows} filas (${store.kind}) desde ${file}.`;
  } finally {
    await store.close();
  }
});
