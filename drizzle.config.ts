import { defineConfig } from 'drizzle-kit';

// drizzle-kit generates SQL migrations from server/db/schema.ts (`npx drizzle-kit generate`);
// the server applies them with drizzle-orm's migrator (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
