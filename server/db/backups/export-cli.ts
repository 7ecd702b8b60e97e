import { parseArgs } from 'node:util';
import { readConfig } from '#server/config';
import { openStore } from '#server/db/client';
import { OperatorError, runOperatorCommand } from './operator-error';
import { exportStudio } from './studio-export';

/** `npm run db:export <archivo>`: the studio's rows, portable to PGlite or PostgreSQL (decision 071). */
await runOperatorCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new OperatorError('Falta el archivo: npm run db:export <archivo.jsonl.gz>');
  const store = await openStore(readConfig());
  try {
    const counts = await exportStudio(store.db, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return `Exportadas ${rows} filas de ${Object.keys(counts).length} tablas (${store.kind}) a ${file}.`;
  } finally {
    await store.close();
  }
});
