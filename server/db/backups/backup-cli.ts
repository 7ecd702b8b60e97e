import { parseArgs } from 'node:util';
import { readConfig } from '#server/config';
import { backupDatabase, defaultBackupFile } from './backup';
import { runOperatorCommand } from './operator-error';

/** `npm run db:backup [archivo]`: the database (and the uploads folder) of DATABASE_URL or PGLITE_DIR. */
await runOperatorCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const config = readConfig();
  const file = positionals[0] ?? defaultBackupFile(config, new Date());
  const { uploads } = await backupDatabase(config, file);
  return `Respaldo guardado en ${file}${uploads ? ` (archivos subidos en ${uploads})` : ''}.`;
});
