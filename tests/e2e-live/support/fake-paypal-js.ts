import { createFakePayPal } from '#mocks/payments/fake-paypal';

/*
 * What the live e2e suite serves as https://www.paypal.com/sdk/js (paypal-at-its-edges.ts):
 * `window.paypal` with mock mode's button, which asks the app for the order (the studio's server
 * makes it at the fake of PayPal's API), stands in for the buyer approving in PayPal's window,
 * and hands the order id to the app, whose server then captures it at that fake.
 */
(window as unknown as { paypal: unknown }).paypal = createFakePayPal();
