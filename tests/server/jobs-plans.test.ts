import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainStatements, statementCapture } from '#scripts/bench-server/plans';
import { scaleSeed } from '#scripts/bench-server/scaled-seed';
import type { Store } from '#server/db/client';
import { createClock } from '#server/clock';
import { studioJobs } from '#server/jobs/studio-jobs';
import { NOW } from './support/clock';
import { behaviourBackends, cloneDatabase } from './support/harness';

/*
 * Issue 32: no query whose cost grows with the whole history, the scheduled jobs' included. A job
 * runs beside the studio's requests every few minutes; one that reads every reservation ever made
 * (the no-show job did, through a hash join the planner picks while the studio is small) slows
 * every request that runs meanwhile. Each job runs once on a studio with a history (the bench's
 * scaled seed, small) and every statement it sent is explained, as `npm run bench:server` does.
 */
describe.each(behaviourBackends())("the scheduled jobs' statements, on %s", (backend) => {
  const capture = statementCapture();
  let database: { store: Store; drop(): Promise<void> };

  beforeAll(async () => {
    database = await cloneDatabase(backend, { logger: capture.logger });
    const { db } = database.store;
    await scaleSeed(
      db,
      { customers: 1_500, classesPerWeek: 100, pastReservations: 20_000, weeksAhead: 1, creditsEach: 3 },
      NOW,
    );
    // What the purge and the subscription jobs look through, each past the bench's 1,000-row line:
    // delivered mails, checkouts' keys and providers' events as a nightly purge leaves them (all
    // within their keeping but the last day's), and years of subscriptions, most of them over.
    await db.execute(sql`
      insert into sent_mails ("to", subject, body, event_key, created_at, delivered_at)
      select 'c' || n || '@correo.mx', 'Recordatorio', 'Hola', 'history:' || n, at, at
      from generate_series(1, 3000) as n, lateral (select ${NOW}::timestamptz - n * interval '2 hours 55 minutes 30 seconds' as at) t`);
    await db.execute(sql`
      insert into idempotency_keys (customer_id, key, created_at)
      select 1, 'history-' || n, ${NOW}::timestamptz - n * interval '14 minutes 40 seconds' from generate_series(1, 3000) as n`);
    await db.execute(sql`
      insert into provider_events (provider, event_id, type, received_at)
      select 'stripe', 'evt_' || n, 'invoice.paid', ${NOW}::timestamptz - n * interval '43 minutes 30 seconds'
      from generate_series(1, 3000) as n`);
    await db.execute(sql`
      insert into purchases (customer_id, total_payment_cents, status, provider, subscription_id, created_at)
      select 1, 50000, case when n % 100 = 0 then 'active' else 'cancelled' end,
        case n % 3 when 0 then 'stripe' when 1 then 'paypal' else 'conekta' end, 'sub_' || n,
        ${NOW}::timestamptz - n * interval '1 day'
      from generate_series(1, 3000) as n`);
    // As autovacuum leaves a studio's tables: their statistics taken.
    await db.execute(sql`analyze`);
  }, 180_000);
  afterAll(() => database?.store.close().then(() => database.drop()));

  it.each(studioJobs({}).map((job) => [job.name, job] as const))(
    '%s reads no big table whole',
    async (_name, job) => {
      const { db } = database.store;
      const clock = createClock();
      clock.set(NOW);
      capture.start();
      try {
        await job.run(db, clock);
      } finally {
        capture.stop();
      }
      const report = await explainStatements(db, capture.statements);
      expect(report.seqScans, report.worst?.lines.join('\n')).toEqual([]);
    },
  );
});
