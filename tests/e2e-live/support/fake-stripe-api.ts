// Stripe's API for the live e2e suite's real-server pass (decision 088), a webServer of
// playwright.live-server.config.ts: the fake the server's tests use, on the port the run picked.
// The studio's server reaches it by STRIPE_API_URL; the page's calls to https://api.stripe.com are
// routed to it (stripe-at-its-edges.ts); a confirmation posts Stripe's signed event to the server.
import { startFakeStripe } from '#tests/server/support/fake-stripe';
import { livePorts } from './live-servers';

const fake = await startFakeStripe({
  port: livePorts.stripe,
  webhookUrl: `http://127.0.0.1:${livePorts.api}/api/webhooks/stripe`,
});
console.log(`fake Stripe API on ${fake.settings.apiUrl}`);
