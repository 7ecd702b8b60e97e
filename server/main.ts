import { buildApp } from './app';
import { createClock } from './clock';
import { ConfigError, readConfig } from './config';
import { openStore } from './db/client';
import { seedSnapshot } from './test-control/seed-snapshot';
import { smtpTransport } from './mail/deliver';
import { startMailDelivery } from './mail/delivery-loop';
import { closeOnSignals } from './shutdown';

/** `npm run server`: validate the environment, open and migrate the database, listen, print the URL. */
async function main(): Promise<void> {
  const config = readConfig();
  const store = await openStore(config);
  await store.migrate();
  const clock = createClock();
  const app = await buildApp({
    config,
    db: store.db,
    clock,
    testControl: { reset: seedSnapshot(store.db, config.firebaseProjectId) },
  });
  app.addHook('onClose', () => store.close());
  if (config.mail) {
    const delivery = startMailDelivery({
      db: store.db,
      transport: smtpTransport(config.mail),
      clock,
      log: app.log,
    });
    // preClose runs before every onClose hook: the round in flight ends before the store closes.
    app.addHook('preClose', () => delivery.stop());
  } else {
    app.log.info('mail delivery is off (no SMTP_URL): mails stay in the outbox');
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
