import type { ClassPackage, Discount, Page } from '#src/api/entities';
import { createActor, fromPromise } from 'xstate';
import type {
  AccountFacts,
  AttemptResponse,
  CaptureInput,
  CheckoutFailure,
  CheckoutInput,
  CheckoutSettings,
} from '#machines/checkout/context';
import { checkoutMachine } from '#machines/checkout/machine';
import type { AttemptRequest } from '#machines/checkout/rules';

export const settings: CheckoutSettings = {
  cardAvailable: true,
  stripeMode: 'embedded',
  cashEnabled: true,
  paypalEnabled: true,
  savedCardsEnabled: true,
  discountsEnabled: true,
  signupFeePackageId: null,
};

export const fivePack: ClassPackage = {
  class_package_id: 3,
  title: '5 clases',
  price: 800,
  sale_price: 750,
  class_amount: 5,
  allow_discount_over_sale_price: true,
};
export const freePack: ClassPackage = {
  class_package_id: 10,
  title: 'Bienvenida',
  price: 0,
  class_amount: 1,
};
export const terms: Page = { page_id: 1, slug: 'terminos', title: 'Términos', required: true };

export const account = (over: Partial<AccountFacts> = {}): AccountFacts => ({
  purchases: [],
  acceptedPageIds: [1],
  savedCards: [{ payment_source_id: 1, card_type: 'visa', last_digits: '4242' }],
  paymentMethods: [
    { payment_method_id: 1, name: 'Efectivo', instructions: '<p>Paga en recepción</p>' },
    { payment_method_id: 3, name: 'Tarjeta de crédito o débito' },
  ],
  ...over,
});

export const failure = (over: Partial<CheckoutFailure>): CheckoutFailure => ({
  kind: 'other',
  status: 500,
  message: '',
  stage: 'purchase',
  ...over,
});

type Answer<T> = T | CheckoutFailure | (() => Promise<T>);

/** A fake server: answers set per test, every call recorded. */
export function fakeServer() {
  const answers = {
    pkg: fivePack as Answer<ClassPackage>,
    account: account() as Answer<AccountFacts>,
    discount: {
      discount_id: 1,
      discountCode: 'BIENVENIDA10',
      amount: 10,
      is_percent: true,
    } as Answer<Discount>,
    attempt: { purchase_id: 50, status: 'completed' } as Answer<AttemptResponse>,
    confirm: undefined as Answer<void>,
    paypal: { orderId: 'MOCK-ORDER-51' } as Answer<{ orderId?: string; planId?: string }>,
    capture: { purchase_id: 51 } as Answer<{ purchase_id: number }>,
    accept: undefined as Answer<void>,
  };
  const calls = {
    attempts: [] as AttemptRequest[],
    confirms: [] as string[],
    captures: [] as CaptureInput[],
    accepted: [] as number[][],
    discounts: [] as string[],
  };
  const reply = async <T>(answer: Answer<T>): Promise<T> => {
    if (typeof answer === 'function') return (answer as () => Promise<T>)();
    if (answer && typeof answer === 'object' && 'kind' in answer && 'stage' in answer) throw answer;
    return answer as T;
  };
  const actors = {
    loadPackage: fromPromise(() => reply(answers.pkg)),
    loadAccount: fromPromise(() => reply(answers.account)),
    validateDiscount: fromPromise(async ({ input }: { input: { code: string } }) => {
      calls.discounts.push(input.code);
      return reply(answers.discount);
    }),
    acceptPages: fromPromise(async ({ input }: { input: { pageIds: number[] } }) => {
      calls.accepted.push(input.pageIds);
      return reply(answers.accept);
    }),
    attempt: fromPromise(async ({ input }: { input: AttemptRequest }) => {
      calls.attempts.push(input);
      return reply(answers.attempt);
    }),
    confirmCard: fromPromise(async ({ input }: { input: { clientSecret: string } }) => {
      calls.confirms.push(input.clientSecret);
      return reply(answers.confirm);
    }),
    createPaypalOrder: fromPromise(() => reply(answers.paypal)),
    capturePaypal: fromPromise(async ({ input }: { input: CaptureInput }) => {
      calls.captures.push(input);
      return reply(answers.capture);
    }),
  };
  return { answers, calls, actors };
}

export function startCheckout(
  over: Partial<CheckoutInput> = {},
  server = fakeServer(),
  settingsOver: Partial<CheckoutSettings> = {},
) {
  const input: CheckoutInput = {
    classPackageId: 3,
    customerId: 1,
    settings: { ...settings, ...settingsOver },
    pages: [terms],
    keyPrefix: 'k',
    ...over,
  };
  const actor = createActor(checkoutMachine.provide({ actors: server.actors as never }), { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, server, emitted };
}
