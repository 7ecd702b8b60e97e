import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  selectChoice,
  selectDiscountError,
  selectPricing,
  selectPurchaseError,
  selectScreen,
} from '#machines/checkout/selectors';
import { account, failure, fakeServer, freePack, startCheckout, terms } from './checkout-fixtures';

const settled = (actor: ReturnType<typeof startCheckout>['actor']) =>
  waitFor(
    actor,
    (s) => !s.hasTag('loading') && !s.hasTag('paying') && !s.matches({ choosing: 'validatingDiscount' }),
  );

const typeCard = { type: 'card.change', empty: false, complete: true } as const;

async function ready(
  over: Parameters<typeof startCheckout>[0] = {},
  server = fakeServer(),
  settingsOver = {},
) {
  const started = startCheckout(over, server, settingsOver);
  await settled(started.actor);
  return started;
}

/** A checkout that chose cash and paid once, settled. */
async function paidInCash(server: ReturnType<typeof fakeServer>) {
  const { actor } = await ready({}, server);
  actor.send({ type: 'choice.select', choice: { kind: 'cash', paymentMethodId: 1 } });
  actor.send({ type: 'checkout.pay' });
  await settled(actor);
  return actor;
}

describe('checkout machine: loading', () => {
  it('a missing package is its own screen; another failure offers a retry', async () => {
    const server = fakeServer();
    server.answers.pkg = failure({ kind: 'notFound', status: 404 });
    const { actor } = await ready({}, server);
    expect(selectScreen(actor.getSnapshot())).toBe('notFound');

    const other = fakeServer();
    other.answers.pkg = failure({ kind: 'server', status: 500 });
    const second = await ready({}, other);
    expect(selectScreen(second.actor.getSnapshot())).toBe('loadFailed');
    other.answers.pkg = fakeServer().answers.pkg;
    second.actor.send({ type: 'checkout.retry' });
    await settled(second.actor);
    expect(selectScreen(second.actor.getSnapshot())).toBe('payment');
  });

  it('a visitor sees the package without choices, then the form once signed in', async () => {
    const { actor } = await ready({ customerId: null });
    expect(selectScreen(actor.getSnapshot())).toBe('visitor');
    expect(actor.getSnapshot().can({ type: 'checkout.pay' })).toBe(false);
    actor.send({ type: 'checkout.signedIn', customerId: 1 });
    await settled(actor);
    expect(selectScreen(actor.getSnapshot())).toBe('payment');
  });
});

describe('checkout machine: what the screen offers', () => {
  it('asks for the sign-up fee first unless bought, the fee itself or a trial', async () => {
    const fee = { signupFeePackageId: 9 };
    expect(selectScreen((await ready({}, fakeServer(), fee)).actor.getSnapshot())).toBe('signupFee');
    const paid = fakeServer();
    paid.answers.account = account({
      purchases: [
        { purchase_id: 1, class_package_id: 9, status: 'completed', total_payment: 300, createdAt: '' },
      ],
    });
    expect(selectScreen((await ready({}, paid, fee)).actor.getSnapshot())).toBe('payment');
    const trial = fakeServer();
    trial.answers.pkg = { class_package_id: 1, title: 'Prueba', price: 99, class_amount: 1, is_trial: true };
    expect(selectScreen((await ready({ classPackageId: 1 }, trial, fee)).actor.getSnapshot())).toBe(
      'payment',
    );
  });

  it('a zero-price package is an offer claimed with payment_method free', async () => {
    const server = fakeServer();
    server.answers.pkg = freePack;
    const { actor, emitted } = await ready({ classPackageId: 10 }, server);
    expect(selectScreen(actor.getSnapshot())).toBe('offer');
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(server.calls.attempts[0]?.body).toMatchObject({ class_package_id: 10, payment_method: 'free' });
    expect(emitted).toContainEqual({ type: 'checkout.succeeded', purchaseId: 50 });
  });

  it('defaults to cash when cash is on and no card method exists, otherwise card', async () => {
    const noCardMethod = fakeServer();
    noCardMethod.answers.account = account({ paymentMethods: [{ payment_method_id: 1, name: 'Efectivo' }] });
    expect(selectChoice((await ready({}, noCardMethod)).actor.getSnapshot())).toEqual({
      kind: 'cash',
      paymentMethodId: 1,
    });
    expect(selectChoice((await ready()).actor.getSnapshot())).toEqual({ kind: 'card' });
  });

  it('pay stays off while the card is empty and a required page is unchecked', async () => {
    const server = fakeServer();
    server.answers.account = account({ acceptedPageIds: [] });
    const { actor } = await ready({}, server);
    expect(actor.getSnapshot().can({ type: 'checkout.pay' })).toBe(false);
    actor.send(typeCard);
    expect(actor.getSnapshot().can({ type: 'checkout.pay' })).toBe(false);
    actor.send({ type: 'page.check', pageId: terms.page_id, checked: true });
    expect(actor.getSnapshot().can({ type: 'checkout.pay' })).toBe(true);
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(server.calls.accepted).toEqual([[1]]);
    expect(server.calls.attempts).toHaveLength(1);
  });
});

describe('checkout machine: paying', () => {
  it('a double press makes one attempt', async () => {
    const { actor, server } = await ready();
    actor.send({ type: 'choice.select', choice: { kind: 'savedCard', paymentSourceId: 1 } });
    actor.send({ type: 'checkout.pay' });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(server.calls.attempts).toHaveLength(1);
    expect(server.calls.attempts[0]?.body).toMatchObject({
      payment_method: 'saved_card',
      payment_source_id: 1,
    });
  });

  it('reuses the idempotency key when the outcome was unknown, a new one after an answer', async () => {
    const server = fakeServer();
    server.answers.attempt = failure({ kind: 'network', status: 0 });
    const actor = await paidInCash(server);
    actor.send({ type: 'checkout.pay' });
    await settled(actor);
    server.answers.attempt = failure({ kind: 'limit', status: 409 });
    actor.send({ type: 'checkout.pay' });
    await settled(actor);
    actor.send({ type: 'checkout.pay' });
    await settled(actor);
    expect(server.calls.attempts.map((call) => call.key)).toEqual(['k-1', 'k-1', 'k-1', 'k-2']);
  });

  it('a changed choice is a new attempt', async () => {
    const server = fakeServer();
    server.answers.attempt = failure({ kind: 'server', status: 503 });
    const actor = await paidInCash(server);
    actor.send({ type: 'choice.select', choice: { kind: 'savedCard', paymentSourceId: 1 } });
    actor.send({ type: 'checkout.pay' });
    await settled(actor);
    expect(server.calls.attempts.map((call) => call.key)).toEqual(['k-1', 'k-2']);
  });

  it.each([
    [
      failure({ kind: 'card', status: 402, code: 'card_declined', declineCode: 'insufficient_funds' }),
      'insufficientFunds',
    ],
    [failure({ kind: 'limit', status: 409 }), 'limitReached'],
    [failure({ kind: 'noPaymentMethod', status: 400 }), 'noPaymentMethod'],
    [failure({ kind: 'precondition', status: 412, stage: 'embedded' }), 'discountNotUsable'],
    [failure({ kind: 'network', status: 0 }), 'default'],
  ])('a failed attempt shows its message and keeps every choice (%#)', async (answer, code) => {
    const server = fakeServer();
    server.answers.attempt = answer;
    server.answers.account = account({ acceptedPageIds: [] });
    const { actor } = await ready({}, server);
    actor.send({ type: 'discount.change', code: 'BIENVENIDA10' });
    actor.send({ type: 'discount.apply' });
    await settled(actor);
    actor.send({ type: 'page.check', pageId: 1, checked: true });
    actor.send(typeCard);
    actor.send({ type: 'checkout.pay' });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(selectPurchaseError(snapshot)?.code).toBe(code);
    expect(snapshot.context.choice).toEqual({ kind: 'card' });
    expect(snapshot.context.card.complete).toBe(true);
    expect(snapshot.context.checkedPageIds).toEqual([1]);
    expect(snapshot.context.discount?.discountCode).toBe('BIENVENIDA10');
    expect(snapshot.can({ type: 'checkout.pay' })).toBe(true);
  });

  it('embedded mode confirms the card with the client secret; a decline is the card message', async () => {
    const server = fakeServer();
    server.answers.attempt = { purchase_id: 60, clientSecret: 'pi_mock_60_secret_1' };
    server.answers.confirm = failure({
      kind: 'card',
      status: 402,
      code: 'expired_card',
      stage: 'cardConfirmation',
    });
    const { actor, emitted } = await ready({}, server);
    actor.send(typeCard);
    actor.send({ type: 'checkout.pay' });
    await settled(actor);
    expect(server.calls.confirms).toEqual(['pi_mock_60_secret_1']);
    expect(selectPurchaseError(actor.getSnapshot())?.code).toBe('expiredCard');
    server.answers.confirm = undefined;
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(server.calls.attempts.map((call) => call.key)).toEqual(['k-1', 'k-2']);
    expect(emitted).toContainEqual({ type: 'checkout.succeeded', purchaseId: 60 });
  });

  it('session mode hands the browser to the session url', async () => {
    const server = fakeServer();
    server.answers.attempt = { purchase_id: 61, session: { url: '/gracias/61' } };
    const { actor, emitted } = await ready({}, server, { stripeMode: 'session' });
    expect(actor.getSnapshot().can({ type: 'checkout.pay' })).toBe(true);
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(emitted).toContainEqual({ type: 'checkout.redirect', url: '/gracias/61' });
  });

  it('PayPal: order, approval, capture; cancelling goes back to the form', async () => {
    const { actor, server, emitted } = await ready();
    actor.send({ type: 'choice.select', choice: { kind: 'paypal' } });
    expect(actor.getSnapshot().can({ type: 'checkout.pay' })).toBe(false);
    actor.send({ type: 'paypal.start' });
    await waitFor(actor, (s) => s.hasTag('awaitingApproval'));
    expect(actor.getSnapshot().context.paypal).toEqual({ orderId: 'MOCK-ORDER-51' });
    actor.send({ type: 'paypal.cancel' });
    expect(selectScreen(actor.getSnapshot())).toBe('payment');
    actor.send({ type: 'paypal.start' });
    await waitFor(actor, (s) => s.hasTag('awaitingApproval'));
    actor.send({ type: 'paypal.approve', orderId: 'MOCK-ORDER-51' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(server.calls.captures).toEqual([
      { class_package_id: 3, discountCode: null, orderID: 'MOCK-ORDER-51' },
    ]);
    expect(emitted).toContainEqual({ type: 'checkout.succeeded', purchaseId: 51 });
  });
});

describe('checkout machine: discount codes', () => {
  it('applies a valid code to the price and clears it on request', async () => {
    const { actor } = await ready();
    actor.send({ type: 'discount.change', code: ' bienvenida10 ' });
    actor.send({ type: 'discount.apply' });
    await settled(actor);
    expect(selectPricing(actor.getSnapshot())).toMatchObject({ total: 675, discountCode: 'BIENVENIDA10' });
    actor.send({ type: 'discount.clear' });
    expect(selectPricing(actor.getSnapshot())).toMatchObject({ total: 750, discountCode: null });
  });

  it('a used-up or invalid code shows its message and is not applied', async () => {
    const server = fakeServer();
    server.answers.discount = failure({
      status: 412,
      message: 'Lo sentimos, ya has agotado este descuento.',
    });
    const { actor } = await ready({}, server);
    actor.send({ type: 'discount.change', code: 'AGOTADO' });
    actor.send({ type: 'discount.apply' });
    await settled(actor);
    expect(selectDiscountError(actor.getSnapshot())).toEqual({ code: 'exhausted' });
    expect(actor.getSnapshot().context.discount).toBeNull();
    expect(actor.getSnapshot().context.discountCode).toBe('AGOTADO');
    server.answers.discount = failure({ kind: 'network', status: 0, message: 'Failed to fetch' });
    actor.send({ type: 'discount.apply' });
    await settled(actor);
    expect(selectDiscountError(actor.getSnapshot())).toEqual({ code: 'invalid' });
  });
});

describe('checkout machine: discounts switched off', () => {
  it('does not validate a code when the studio has no discounts', async () => {
    const { actor, server } = await ready({}, fakeServer(), { discountsEnabled: false });
    actor.send({ type: 'discount.change', code: 'BIENVENIDA10' });
    expect(actor.getSnapshot().can({ type: 'discount.apply' })).toBe(false);
    actor.send({ type: 'discount.apply' });
    expect(server.calls.discounts).toEqual([]);
  });
});
