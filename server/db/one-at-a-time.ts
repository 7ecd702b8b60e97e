import pg from 'pg';

/**
 * Runs `work` holding a PostgreSQL session advisory lock named `name`: of several server processes
 * starting at once on one database, one runs it and the others wait their turn (the migrations,
 * the job queue's setup). The lock is held on a connection of its own, so `work` may use any.
 */
export async function oneAtATime<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `studio-${name}` });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`studio:${name}`]);
    return await work();
  } finally {
    // Closing the session lets the lock go, whatever `work` did.
    await client.end();
  }
}
