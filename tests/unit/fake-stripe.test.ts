// @vitest-environment jsdom
import type { StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { createFakeStripe } from '#mocks/payments/fake-stripe';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs } from '#tests/support/sign-in';

const purchaseStatus = (purchase_id: number) =>
  db.purchases.findFirst((q) => q.where({ purchase_id }))?.status;

async function pendingCardPurchase() {
  signInAs('sincreditos');
  const { data } = await api.POST('/checkout/attempt', {
    body: { class_package_id: PACKAGE.five, payment_method: 'card' },
  });
  return { purchaseId: data!.purchase_id!, clientSecret: data!.clientSecret! };
}

let host: HTMLDivElement;
afterEach(() => host?.remove());

function mountCard() {
  const stripe = createFakeStripe('pk_test_mock_lumen');
  const card = stripe.elements().create('card') as StripeCardElement;
  host = document.createElement('div');
  document.body.append(host);
  card.mount(host);
  const input = (label: string) => host.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  const type = (label: string, value: string) => {
    input(label).value = value;
    input(label).dispatchEvent(new Event('input', { bubbles: true }));
  };
  const fill = (number: string, expiry = '1240', cvc = '123') => {
    type('Número de tarjeta', number);
    type('Fecha de vencimiento', expiry);
    type('CVC', cvc);
  };
  return { stripe, card, input, type, fill };
}

describe('the fake card element', () => {
  it('mounts labelled inputs and reports empty, complete and brand on change', () => {
    const { card, input, type } = mountCard();
    const changes: StripeCardElementChangeEvent[] = [];
    card.on('change', (event) => changes.push(event));
    expect(input('Número de tarjeta')).toBeInTheDocument();
    type('Número de tarjeta', '4242424242424242');
    expect(input('Número de tarjeta').value).toBe('4242 4242 4242 4242');
    expect(changes.at(-1)).toMatchObject({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
    });
    type('Fecha de vencimiento', '1240');
    expect(input('Fecha de vencimiento').value).toBe('12 / 40');
    type('CVC', '123');
    expect(changes.at(-1)).toMatchObject({ empty: false, complete: true, error: undefined });
    card.clear();
    expect(changes.at(-1)).toMatchObject({ empty: true, complete: false });
  });

  it('shows a number failing the Luhn check at once, in Spanish, under the field', () => {
    const { card, input, type } = mountCard();
    let last: StripeCardElementChangeEvent | undefined;
    card.on('change', (event) => (last = event));
    type('Número de tarjeta', '4242424242424241');
    expect(last?.error).toMatchObject({
      code: 'incorrect_number',
      message: 'El número de la tarjeta es incorrecto.',
    });
    expect(host).toHaveTextContent('El número de la tarjeta es incorrecto.');
    expect(input('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an unfinished number is incomplete only once the customer leaves it', () => {
    const { card, input, type } = mountCard();
    let last: StripeCardElementChangeEvent | undefined;
    card.on('change', (event) => (last = event));
    type('Número de tarjeta', '4242');
    expect(last?.error).toBeUndefined();
    input('Número de tarjeta').dispatchEvent(new Event('blur'));
    expect(last?.error?.message).toBe('El número de tu tarjeta está incompleto.');
  });

  it('is ready after mounting, also for a late listener', async () => {
    const { card } = mountCard();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const ready = await new Promise((resolve) => card.on('ready', resolve));
    expect(ready).toEqual({ elementType: 'card' });
  });
});

describe('a subscription starting its free trial', () => {
  async function trialPurchase() {
    signInAs('sincreditos');
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.subscription, payment_method: 'card' },
    });
    return { purchaseId: data!.purchase_id!, clientSecret: data!.clientSecret! };
  }
  const invoicesOf = (purchase_id: number) =>
    db.invoices.findMany((q) => q.where({ purchase_id })).map((invoice) => invoice.total_payment);

  it("hands out a SetupIntent's secret, and confirmCardSetup saves the card and starts the trial for nothing", async () => {
    const { purchaseId, clientSecret } = await trialPurchase();
    expect(clientSecret).toMatch(new RegExp(`^seti_mock_${purchaseId}_secret_\\d+$`));
    const { stripe, card, fill } = mountCard();
    fill('4242424242424242');
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    expect(result.setupIntent).toMatchObject({ id: `seti_mock_${purchaseId}`, status: 'succeeded' });
    expect(purchaseStatus(purchaseId)).toBe('active');
    expect(invoicesOf(purchaseId)).toEqual([0]);
  });

  it('is refused by confirmCardPayment, as Stripe refuses a SetupIntent there, and stays pending', async () => {
    const { purchaseId, clientSecret } = await trialPurchase();
    const { stripe, card, fill } = mountCard();
    fill('4242424242424242');
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    expect(result.error).toMatchObject({ code: 'resource_missing' });
    expect(purchaseStatus(purchaseId)).toBe('pending');
  });

  it('with a declined card fails and starts nothing', async () => {
    const { purchaseId, clientSecret } = await trialPurchase();
    const { stripe, card, fill } = mountCard();
    fill('4000000000000002');
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(purchaseStatus(purchaseId)).toBe('failed');
    expect(invoicesOf(purchaseId)).toEqual([]);
  });
});

describe('confirmCardPayment with each test card', () => {
  it.each([
    ['4242424242424242', null, null],
    ['5555555555554444', null, null],
    ['4000056655665556', null, null],
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000009987', 'card_declined', 'lost_card'],
    ['4000000000009979', 'card_declined', 'stolen_card'],
    ['4000000000000069', 'expired_card', undefined],
    ['4000000000000127', 'incorrect_cvc', undefined],
    ['4000000000000119', 'processing_error', undefined],
    ['4100000000000019', 'card_declined', 'fraudulent'],
  ])('%s → %s %s', async (number, code, declineCode) => {
    const { purchaseId, clientSecret } = await pendingCardPurchase();
    const { stripe, card, fill } = mountCard();
    fill(number);
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (code === null) {
      expect(result.paymentIntent).toMatchObject({ id: `pi_mock_${purchaseId}`, status: 'succeeded' });
      expect(purchaseStatus(purchaseId)).toBe('completed');
    } else {
      expect(result.error).toMatchObject({ type: 'card_error', code });
      expect(result.error?.decline_code).toBe(declineCode);
      expect(result.error?.message).toBeTruthy();
      expect(purchaseStatus(purchaseId)).toBe('failed');
    }
  });

  it('refuses 4242424242424241 as incorrect_number and leaves the purchase pending', async () => {
    const { purchaseId, clientSecret } = await pendingCardPurchase();
    const { stripe, card, fill } = mountCard();
    fill('4242424242424241');
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    expect(result.error).toMatchObject({
      code: 'incorrect_number',
      message: 'El número de la tarjeta es incorrecto.',
    });
    expect(purchaseStatus(purchaseId)).toBe('pending');
  });

  it('checks an unfinished card before charging it', async () => {
    const { purchaseId, clientSecret } = await pendingCardPurchase();
    const { stripe, card, type } = mountCard();
    type('Número de tarjeta', '4242424242424242');
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_expiry' });
    expect(purchaseStatus(purchaseId)).toBe('pending');
  });

  it('will not charge a purchase twice', async () => {
    const { clientSecret } = await pendingCardPurchase();
    const { stripe, card, fill } = mountCard();
    fill('4000000000000002');
    await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    card.clear();
    fill('4242424242424242');
    const again = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    expect(again.error?.code).toBe('payment_intent_unexpected_state');
  });
});

describe('tokens and payment methods', () => {
  it('gives the table token for a test number and the brand token for another', async () => {
    const { stripe, card, fill } = mountCard();
    fill('4000000000009995');
    expect((await stripe.createToken(card)).token).toMatchObject({
      id: 'tok_chargeDeclinedInsufficientFunds',
      card: { brand: 'Visa', last4: '9995' },
    });
    card.clear();
    fill('5105105105105100');
    expect((await stripe.createToken(card)).token).toMatchObject({
      id: 'tok_mastercard',
      card: { last4: '5100' },
    });
    const pm = await stripe.createPaymentMethod({ type: 'card', card });
    expect(pm.paymentMethod).toMatchObject({
      id: 'pm_card_mastercard',
      card: { brand: 'mastercard', last4: '5100' },
    });
  });

  it('charges a PaymentMethod id as its token', async () => {
    const { purchaseId, clientSecret } = await pendingCardPurchase();
    const stripe = createFakeStripe();
    const result = await stripe.confirmCardPayment(clientSecret, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(result.error?.decline_code).toBe('generic_decline');
    expect(purchaseStatus(purchaseId)).toBe('failed');
  });

  it('refuses to tokenize a number failing Luhn', async () => {
    const { stripe, card, fill } = mountCard();
    fill('4242424242424241');
    expect((await stripe.createToken(card)).error?.code).toBe('incorrect_number');
  });
});
