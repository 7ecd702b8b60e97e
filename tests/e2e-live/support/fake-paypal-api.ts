// PayPal's REST API for the live e2e suite's real-server pass (decision 088), a webServer of
// playwright.live-server.config.ts: the fake the server's tests use, on the port the run picked;
// the studio's server reaches it by PAYPAL_API_URL with the fake's client id, secret and webhook id.
import { startFakePaypal } from '#tests/server/support/fake-paypal';
import { livePorts } from './live-servers';

const fake = await startFakePaypal({ port: livePorts.paypal });
console.log(`fake PayPal API on ${fake.settings.apiUrl}`);
