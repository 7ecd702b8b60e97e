import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#server/db/client';
import { sentMails } from '#server/db/schema';
import { createClock } from '#server/clock';
import { mailDeliveryJob, studioJobs } from '#server/jobs/studio-jobs';
import { deliverPending, smtpTransport } from '#server/mail/deliver';
import { MAIL_MAX_ATTEMPTS } from '#src/domain/mail/delivery';
import { recordMail, sentMailView } from '#server/mail/outbox';
import { NOW } from './support/clock';
import { backends, startServer, type TestServer } from './support/harness';
import { decodeQuotedPrintable, startSmtpCatcher } from './support/smtp-catcher';

/*
 * The outbox goes out over SMTP (decision 065): deliverPending against a local catcher, on the
 * seeded studio (Lumen Estudio, primary #0f766e).
 */
const FROM = '"Lumen Estudio" <hola@estudio.mx>';
const LATER = new Date(NOW.getTime() + 60_000);

let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher?.close());

let events = 0;
async function record(db: Database, to: string) {
  events += 1;
  const row = await recordMail(
    db,
    {
      customer_id: null,
      to,
      subject: 'Clase cancelada: Yoga 26/11/2026 18:00',
      body: 'Hola Ana: el estudio canceló la clase Yoga del 26/11/2026 18:00. Tu crédito fue devuelto.',
      event_key: `test:${events}`,
    },
    NOW,
  );
  return row!.sent_mail_id;
}

const stored = async (db: Database, id: number) =>
  (await db.select().from(sentMails).where(eq(sentMails.sent_mail_id, id)))[0]!;

describe.each(backends())('delivering the outbox, on %s', (backend) => {
  let server: TestServer;
  let db: Database;
  const transport = () => smtpTransport({ smtpUrl: catcher.url, from: FROM });

  beforeAll(async () => {
    server = await startServer(backend);
    db = server.store.db;
  }, 120_000);
  afterAll(() => server?.close());

  it('sends a recorded mail once, with its text and the studio-branded HTML, and marks it delivered', async () => {
    const id = await record(db, 'ana@example.com');
    const before = catcher.mails.length;

    expect(await deliverPending(db, transport(), NOW)).toEqual({ delivered: [id], failed: [] });

    const sent = catcher.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe('hola@estudio.mx');
    expect(sent[0]!.to).toEqual(['ana@example.com']);
    const message = decodeQuotedPrintable(sent[0]!.raw);
    expect(message).toContain('Subject: Clase cancelada: Yoga 26/11/2026 18:00');
    expect(message).toContain('From: Lumen Estudio <hola@estudio.mx>');
    expect(message).toMatch(/Content-Type: text\/plain/);
    expect(message).toContain('Hola Ana: el estudio canceló la clase Yoga del 26/11/2026 18:00.');
    expect(message).toMatch(/Content-Type: text\/html/);
    expect(message).toContain('background:#0f766e');
    expect(message).toContain('>Lumen Estudio</div>');
    expect(await stored(db, id)).toMatchObject({ delivered_at: NOW.toISOString(), attempts: 0 });

    expect(await deliverPending(db, transport(), LATER)).toEqual({ delivered: [], failed: [] });
    expect(catcher.mails.length).toBe(before + 1);
  });

  it('counts a refusal, keeps the error and sends the mail on a later round', async () => {
    const id = await record(db, 'rebota@example.com');
    catcher.refuse('rebota@example.com');
    const before = catcher.mails.length;

    const refused = await deliverPending(db, transport(), NOW);
    expect(refused.delivered).toEqual([]);
    expect(refused.failed).toEqual([
      { sent_mail_id: id, attempts: 1, error: expect.stringContaining('550') },
    ]);
    expect(await stored(db, id)).toMatchObject({ delivered_at: null, attempts: 1 });
    expect((await stored(db, id)).last_error).toContain('Buzón no disponible');
    expect(catcher.mails.length).toBe(before);

    catcher.accept('rebota@example.com');
    expect(await deliverPending(db, transport(), LATER)).toEqual({ delivered: [id], failed: [] });
    expect(catcher.mails.slice(before).map((mail) => mail.to)).toEqual([['rebota@example.com']]);
    expect(await stored(db, id)).toMatchObject({ delivered_at: LATER.toISOString(), attempts: 1 });
  });

  it('delivers as a scheduled job every 10 seconds, on the server clock, only with SMTP set', async () => {
    const id = await record(db, 'beto@example.com');
    const before = catcher.mails.length;
    const clock = createClock();
    clock.set(LATER);
    const job = mailDeliveryJob(transport());
    expect(job.schedule).toEqual({ everySeconds: 10 });

    expect(await job.run(db, clock)).toEqual({ delivered: [id], failed: [] });
    expect(catcher.mails.slice(before).map((mail) => mail.to)).toEqual([['beto@example.com']]);
    expect(await stored(db, id)).toMatchObject({ delivered_at: LATER.toISOString() });
    expect(sentMailView(await stored(db, id))).toMatchObject({
      delivery: 'sent',
      deliveredAt: LATER.toISOString(),
      deliveryError: null,
    });
    expect(studioJobs({ mailTransport: transport() }).map((each) => each.name)).toContain('mail-delivery');
    expect(studioJobs({}).map((each) => each.name)).not.toContain('mail-delivery');
  });

  it(`gives up on a mail refused ${MAIL_MAX_ATTEMPTS} times`, async () => {
    const id = await record(db, 'nunca@example.com');
    catcher.refuse('nunca@example.com');
    await db
      .update(sentMails)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(sentMails.sent_mail_id, id));

    expect((await deliverPending(db, transport(), NOW)).failed).toEqual([
      { sent_mail_id: id, attempts: MAIL_MAX_ATTEMPTS, error: expect.stringContaining('550') },
    ]);
    catcher.accept('nunca@example.com');
    const before = catcher.mails.length;
    expect(await deliverPending(db, transport(), LATER)).toEqual({ delivered: [], failed: [] });
    expect(catcher.mails.length).toBe(before);
    expect(await stored(db, id)).toMatchObject({ delivered_at: null, attempts: MAIL_MAX_ATTEMPTS });
    // 'Correos enviados' says it was given up, and why.
    expect(sentMailView(await stored(db, id))).toMatchObject({
      delivery: 'failed',
      deliveredAt: null,
      deliveryError: expect.stringContaining('550'),
    });
  });
});

/*
 * Two processes delivering at once: the first holds the mail's row while its SMTP DATA is held
 * open by the catcher; the second process's round, run to its end meanwhile, skips the locked row
 * and sends nothing. PostgreSQL only: PGlite runs one transaction at a time.
 */
describe.runIf(backends().includes('postgres'))('two deliveries at once, on postgres', () => {
  let server: TestServer;
  let second: ReturnType<typeof openPostgres>;

  beforeAll(async () => {
    server = await startServer('postgres');
    second = openPostgres(server.databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('sends a mail once while another round holds it', async () => {
    const db = server.store.db;
    const id = await record(db, 'ana@example.com');
    const before = catcher.mails.length;
    const held = catcher.hold();

    const first = deliverPending(db, smtpTransport({ smtpUrl: catcher.url, from: FROM }), NOW);
    await held.arrived;
    // Let the held send go even when the check fails, or teardown would wait on it forever.
    const meanwhile = await deliverPending(
      second.db,
      smtpTransport({ smtpUrl: catcher.url, from: FROM }),
      NOW,
    ).finally(() => held.release());
    expect(meanwhile).toEqual({ delivered: [], failed: [] });

    expect(await first).toEqual({ delivered: [id], failed: [] });
    expect(catcher.mails.length).toBe(before + 1);
    expect(await stored(db, id)).toMatchObject({ delivered_at: NOW.toISOString() });
  });
});
