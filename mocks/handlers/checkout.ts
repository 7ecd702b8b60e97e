import type { components } from '#src/api/schema.gen';
import { requireCustomer } from '#mocks/auth';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orRefused } from '#mocks/http-errors';
import { attemptPurchase, isPaymentMethod } from '#mocks/commerce/attempt';
import { chargeNow, ownPaymentSource, savedCardChargeOutcome } from '#mocks/commerce/card-charges';
import { chargeOutcome } from '#mocks/commerce/card-outcomes';
import { idempotencyKey, recall, remember, replayError } from '#mocks/commerce/idempotency';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { decideOrderCapture, decideSubscriptionPlan } from '#src/domain/commerce/paypal-capture';
import { completePurchase, openPurchase } from '#mocks/commerce/purchase-records';
import { findPackage, quotePurchase } from '#mocks/commerce/purchase-rules';
import { maybeSellOut } from '#mocks/commerce/qa-hooks';

type S = components['schemas'];

const ORDER_PREFIX = 'MOCK-ORDER-';
const planIdFor = (class_package_id: number) => `P-MOCK-${class_package_id}`;

export const checkoutHandlers = [
  // A direct charge of a card token (or a saved card) for the caller.
  http.post('/checkout', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    // The contract declares no 403 here: buying for someone else is a bad request.
    if (input.customer_id !== customer.customer_id) {
      throw apiError(403, MSG.notForSomeoneElse);
    }
    const key = idempotencyKey(request, input);
    const seen = recall(customer.customer_id, key);
    if (seen)
      return seen.status === 200 ? response(200).json(seen.body as S['CheckoutResponse']) : replayError(seen);
    if (!input.token_id && input.payment_source_id === undefined) throw apiError(400, MSG.noPaymentMethod);
    const quote = quotePurchase(customer.customer_id, input);
    let decline = input.token_id ? chargeOutcome(input.token_id) : null;
    if (!input.token_id && input.payment_source_id !== undefined) {
      if (!ownPaymentSource(customer.customer_id, input.payment_source_id)) {
        throw apiError(404, MSG.savedCardNotYours);
      }
      decline = savedCardChargeOutcome(customer.customer_id, input.payment_source_id, quote.pkg);
    }
    const answer = await chargeNow(
      customer.customer_id,
      quote,
      decline,
      (purchase): S['CheckoutResponse'] => ({
        payment_id: `ch_mock_${purchase.purchase_id}`,
        purchase_id: purchase.purchase_id,
      }),
      {
        payment_method_id: input.payment_method_id,
        payment_source_id: input.token_id ? undefined : input.payment_source_id,
      },
    );
    await remember(customer.customer_id, key, answer);
    if (answer.status !== 200) replayError(answer);
    return response(200).json(answer.body as S['CheckoutResponse']);
  }),

  http.post('/checkout/attempt', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const key = idempotencyKey(request, input);
    const seen = recall(customer.customer_id, key);
    if (seen) {
      return seen.status === 200
        ? response(200).json(seen.body as S['CheckoutAttemptResponse'])
        : replayError(seen);
    }
    if (!isPaymentMethod(input.payment_method)) throw apiError(400, MSG.noPaymentMethod);
    // QA's sold-out scenario sells the places before the check (mocks/commerce/qa-hooks.ts).
    const soldOut = await maybeSellOut(input.class_package_id);
    const quote = quotePurchase(customer.customer_id, input, { soldOut });
    const answer = await attemptPurchase(customer.customer_id, input, quote);
    await remember(customer.customer_id, key, answer);
    if (answer.status !== 200) replayError(answer);
    return response(200).json(answer.body as S['CheckoutAttemptResponse']);
  }),

  // The payment button: a plan for subscriptions, otherwise an order backed by a pending purchase.
  http.post('/checkout/paypal', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const key = idempotencyKey(request, {});
    const seen = recall(customer.customer_id, key);
    if (seen) return response(200).json(seen.body as S['PaypalResponse']);
    const soldOut = await maybeSellOut(input.class_package_id);
    const quote = quotePurchase(customer.customer_id, input, { soldOut });
    if (quote.pkg.is_subscription)
      return response(200).json({ plan_id: planIdFor(quote.pkg.class_package_id) });
    const purchase = await openPurchase(customer.customer_id, quote, { status: 'pending' });
    const body = { orderID: `${ORDER_PREFIX}${purchase.purchase_id}` };
    await remember(customer.customer_id, key, { status: 200, body });
    return response(200).json(body);
  }),

  // Mock mode settles card payments where the fake Stripe.js confirms them (decision 007) and has
  // no signing secret: whatever is posted here is refused as the server refuses an unsigned event.
  http.post('/webhooks/stripe', () => {
    throw apiError(400, MSG.webhookNotSigned);
  }),
  http.post('/webhooks/paypal', () => {
    throw apiError(400, MSG.paypalWebhookNotSigned);
  }),

  http.post('/checkout/capture', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    if (input.orderID) {
      const purchase_id = input.orderID.startsWith(ORDER_PREFIX)
        ? Number(input.orderID.slice(ORDER_PREFIX.length))
        : NaN;
      orRefused(
        decideOrderCapture(
          db.purchases.findFirst((q) => q.where({ purchase_id })),
          customer.customer_id,
        ),
      );
      await completePurchase(purchase_id);
      return response(200).json({ purchase_id });
    }
    if (!input.subscriptionID) throw apiError(400, MSG.noPaymentMethod);
    const pkg = findPackage(input.class_package_id);
    orRefused(decideSubscriptionPlan(pkg, input.plan_id, planIdFor(pkg.class_package_id)));
    // The provider may report one approval twice; the subscription id makes it one purchase.
    const key = `paypal:${input.subscriptionID}`;
    const seen = recall(customer.customer_id, key);
    if (seen) return response(200).json(seen.body as S['CaptureResponse']);
    const quote = quotePurchase(customer.customer_id, input);
    const opened = await openPurchase(customer.customer_id, quote, { status: 'pending' });
    await completePurchase(opened.purchase_id);
    const body = { purchase_id: opened.purchase_id };
    await remember(customer.customer_id, key, { status: 200, body });
    return response(200).json(body);
  }),
];
