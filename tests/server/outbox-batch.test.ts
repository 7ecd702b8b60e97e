import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentMails } from '#server/db/schema';
import { recordMails } from '#server/mail/outbox';
import { NOW } from './support/clock';
import { behaviourBackends, cloneDatabase } from './support/harness';

/**
 * A job's batch of mails (the reminders of a day of classes) goes into the outbox a thousand a
 * statement: every new event once, across the statements, and none whose event has its mail.
 */
describe.each(behaviourBackends())('recording a batch of mails, on %s', (backend) => {
  let database: Awaited<ReturnType<typeof cloneDatabase>>;
  beforeAll(async () => {
    database = await cloneDatabase(backend);
  }, 120_000);
  afterAll(() => database?.store.close().then(() => database.drop()));

  const mail = (n: number) => ({
    customer_id: null,
    to: `cliente-${n}@correo.mx`,
    subject: 'Recordatorio',
    body: 'Mañana tienes clase.',
    event_key: `batch-test:${n}`,
  });

  it('records 2,500 events once each, leaving out the ones already recorded', async () => {
    const { db } = database.store;
    const first = await recordMails(db, [mail(7), mail(1999)], NOW);
    expect(first.map((row) => row.event_key)).toEqual(['batch-test:7', 'batch-test:1999']);

    const all = Array.from({ length: 2_500 }, (_, n) => mail(n));
    const recorded = await recordMails(db, all, NOW);
    expect(recorded).toHaveLength(2_498);
    expect(recorded.map((row) => row.event_key)).not.toContain('batch-test:1999');
    const stored = await db.select().from(sentMails).where(like(sentMails.event_key, 'batch-test:%'));
    expect(stored).toHaveLength(2_500);
    expect(await recordMails(db, all, NOW)).toEqual([]);
  });
});
