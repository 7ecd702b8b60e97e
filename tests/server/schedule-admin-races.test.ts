import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { CLASS_TYPE, LOCATION } from '#mocks/seed/catalogue';
import type { Database } from '#server/db/client';
import { reservations, sentMails, singleClasses } from '#server/db/schema';
import { creditsLeft } from './support/booking';
import { holdLock, queuedBehindLocks } from './support/locks';
import { backends, bearer, startServer, type TestServer } from './support/harness';

/*
 * A reservation racing the studio's cancel of its class (decision 062). Both take the class row's
 * lock first, so the test holds that lock itself, queues the two requests behind it in a chosen
 * order (PostgreSQL grants a row's lock to its waiters in turn), then lets go: whichever order,
 * no reservation survives the cancel and the credit comes back exactly once. PostgreSQL only:
 * PGlite runs one transaction at a time.
 */
const onPostgres = backends().includes('postgres');
if (!onPostgres) console.info('schedule races skipped: no PostgreSQL server binary on this machine');

const ANAS_CREDITS = 1;

describe.runIf(onPostgres)('cancelling a class while it is reserved, on postgres', () => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startServer('postgres');
    db = server.store.db;
  }, 120_000);
  afterAll(() => server?.close());

  async function newClass(): Promise<number> {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/single_class/admin',
      headers: bearer('admin'),
      payload: {
        class_type_id: CLASS_TYPE.pilates,
        class_date: '2026-12-02T10:30:00.000Z',
        location_id: LOCATION.roma,
        capacity: 5,
      },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ single_class: { single_class_id: number } }>().single_class.single_class_id;
  }

  /** Takes the class row's lock in a transaction of the test's own, kept until `release()`. */
  const holdClass = (single_class_id: number) =>
    holdLock(db, (tx) =>
      tx.select().from(singleClasses).where(eq(singleClasses.single_class_id, single_class_id)).for('update'),
    );
  const queued = (count: number) => queuedBehindLocks(db, count);

  const reserve = (single_class_id: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: bearer('ana'),
      payload: { single_class_id },
    });
  const cancel = (single_class_id: number) =>
    server.app.inject({
      method: 'POST',
      url: `/api/single_class/admin/${single_class_id}/cancel`,
      headers: bearer('admin'),
    });

  async function anasRows(single_class_id: number) {
    return db.select().from(reservations).where(eq(reservations.single_class_id, single_class_id));
  }

  /**
   * A new class and ana's credits before; her reservation and the cancel queued behind the held
   * class row in `order`, then let through.
   */
  async function race(order: 'reserve first' | 'cancel first') {
    const id = await newClass();
    const before = await creditsLeft(db, ANAS_CREDITS);
    const calls = [() => reserve(id), () => cancel(id)];
    if (order === 'cancel first') calls.reverse();
    const release = await holdClass(id);
    const answers: Array<Promise<LightMyRequestResponse>> = [];
    for (const [index, call] of calls.entries()) {
      answers.push(call());
      await queued(index + 1);
    }
    await release();
    const [first, second] = await Promise.all(answers);
    const [reserved, cancelled] = order === 'reserve first' ? [first!, second!] : [second!, first!];
    return { id, before, reserved, cancelled };
  }

  it('a reservation queued before the cancel is cancelled by it, its credit back once', async () => {
    const { id, before, reserved, cancelled } = await race('reserve first');
    expect(reserved.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ affected: 1, credits_returned: 1, mails_sent: 1 });
    const rows = await anasRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deletedAt).not.toBeNull();
    expect(await creditsLeft(db, ANAS_CREDITS)).toBe(before);
    const mails = await db
      .select()
      .from(sentMails)
      .where(eq(sentMails.customer_id, personas.ana.customer_id));
    expect(mails.map((mail) => mail.event_key)).toEqual([
      `class-cancelled:${id}:${personas.ana.customer_id}`,
    ]);
  });

  it('a reservation queued after the cancel finds the class gone and spends nothing', async () => {
    const { id, before, reserved, cancelled } = await race('cancel first');
    expect(cancelled.json()).toMatchObject({ affected: 0, credits_returned: 0, mails_sent: 0 });
    expect([reserved.statusCode, reserved.json().message]).toEqual([404, 'Clase no encontrada.']);
    expect(await anasRows(id)).toEqual([]);
    expect(await creditsLeft(db, ANAS_CREDITS)).toBe(before);
  });
});
