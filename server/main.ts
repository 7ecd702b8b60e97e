import { buildApp } from './app';
import { createClock } from './clock';
import { ConfigError, readConfig } from './config';
import { openStore } from './db/client';
import { seedDemoIfEmpty } from './db/seed-if-empty';
import { startJobs } from './jobs/start-jobs';
import { studioJobs } from './jobs/studio-jobs';
import { seedSnapshot } from './test-control/seed-snapshot';
import { smtpTransport } from './mail/deliver';
import { conektaOf } from './providers/conekta';
import { paypalOf } from './providers/paypal';
import { stripeOf } from './providers/stripe';
import { closeOnSignals } from './shutdown';

/** `npm run server`: validate the environment, open and migrate the database, listen, print the URL. */
async function main(): Promise<void> {
  const config = readConfig();
  const store = await openStore(config);
  await store.migrate();
  const clock = createClock();
  if (config.seedDemo) {
    console.log(await seedDemoIfEmpty(store.db, clock.now(), config.firebaseProjectId, store.kind));
  }
  const app = await buildApp({
    config,
    db: store.db,
    clock,
    testControl: { reset: seedSnapshot(store.db, config.firebaseProjectId) },
  });
  app.addHook('onClose', () => store.close());
  if (!config.mail) app.log.info('mail delivery is off (no SMTP_URL): mails stay in the outbox');
  if (config.jobs === false) {
    app.log.info('scheduled jobs are off (JOBS=off, or test mode): none runs in this process');
  } else {
    const jobs = await startJobs({
      databaseUrl: config.databaseUrl,
      db: store.db,
      clock,
      log: app.log,
      jobs: studioJobs({
        mailTransport: config.mail && smtpTransport(config.mail),
        subscriptionProviders: { stripe: stripeOf(config), paypal: paypalOf(config) },
        savedCards: conektaOf(config),
      }),
    });
    // preClose runs before every onClose hook: the runs in flight end before the store closes.
    app.addHook('preClose', () => jobs.stop());
  }
  closeOnSignals(app);
  const address = await app.listen({ port: config.port, host: '0.0.0.0' });
  const url = address.replace('0.0.0.0', 'localhost');
  console.log(
    `Servidor del estudio en ${url}/api (${store.kind}${config.testMode ? ', modo de prueba' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
