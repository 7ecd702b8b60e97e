import { parseArgs } from 'node:util';
import { readConfig } from '#server/config';
import { OperatorError, runOperatorCommand } from './operator-error';
import { restoreDatabase } from './restore';

/** `npm run db:restore <archivo> [-- --force]`: a db:backup file into DATABASE_URL or PGLITE_DIR. */
await runOperatorCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file) throw new OperatorError('Falta el archivo: npm run db:restore <respaldo> [-- --force]');
  const { movedAside, uploads } = await restoreDatabase(readConfig(), file, { force: values.force });
  return [
    `Respaldo ${file} restaurado${uploads ? ', con sus archivos subidos' : ''}.`,
    ...(movedAside ? [`La base anterior quedó en ${movedAside}.`] : []),
  ].join('\n');
});
