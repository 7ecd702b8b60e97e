/**
 * The PostgreSQL error behind a failed statement (Drizzle wraps the driver's in `cause`): its
 * SQLSTATE (`23505` unique, `23503` foreign key) and the constraint it names.
 */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  const failed = error as {
    cause?: { code?: string; constraint?: string };
    code?: string;
    constraint?: string;
  };
  return failed?.cause ?? failed ?? {};
}
