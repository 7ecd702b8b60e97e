import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { deliverPending, type MailTransport } from './deliver';

export const MAIL_ROUND_MS = 10_000;

/**
 * Delivers the outbox every MAIL_ROUND_MS while the server runs (decision 065; a later issue moves
 * jobs to pg-boss). A round starts only after the last one ended, the timer never keeps the
 * process alive, and `stop` waits for a round in flight so the store closes after it. Logs say
 * which mails went out or failed, never their bodies.
 */
export function startMailDelivery({
  db,
  transport,
  clock,
  log,
  intervalMs = MAIL_ROUND_MS,
}: {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const round = async () => {
    try {
      const { delivered, failed } = await deliverPending(db, transport, clock.now());
      if (delivered.length > 0) log.info({ delivered }, 'mails delivered');
      for (const failure of failed) log.warn(failure, 'mail delivery failed');
    } catch (error) {
      log.error({ err: error }, 'mail delivery round failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = round().then(schedule);
    }, intervalMs).unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
