import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import type { AccountFacts, CaptureInput, CheckoutSettings, PaypalOrder } from './context';
import { cardProcessorFailure, failing, type CardProcessorError } from './failures';
import type { AttemptRequest } from './rules';

/**
 * What only the screen can do: confirm the card typed in the card processor's element
 * (embedded mode). Answers like Stripe.js: `{ error }` when the processor refused.
 */
export type ConfirmCardPayment = (clientSecret: string) => Promise<{ error?: CardProcessorError | null }>;

/** Real implementations over the typed client; every failure is a CheckoutFailure. */
export function createCheckoutActors(options: {
  settings: CheckoutSettings;
  confirmCardPayment: ConfirmCardPayment;
}) {
  return {
    loadPackage: fromPromise(async ({ input }: { input: { classPackageId: number } }) =>
      failing('purchase', async () => {
        const path = { id: input.classPackageId };
        return (await unwrap(api.GET('/class_packages/{id}', { params: { path } }))).class_package;
      }),
    ),
    loadAccount: fromPromise<AccountFacts>(() =>
      failing('purchase', async () => {
        const [purchases, accepted, methods, cards] = await Promise.all([
          unwrap(api.GET('/purchases')),
          unwrap(api.GET('/accepted_pages')),
          unwrap(api.GET('/payment_methods')),
          options.settings.savedCardsEnabled
            ? unwrap(api.GET('/payment_sources'))
            : Promise.resolve({ payment_sources: [] }),
        ]);
        return {
          purchases: purchases.purchases,
          acceptedPageIds: accepted.accepted_pages.map((record) => record.page_id),
          paymentMethods: methods.payment_methods,
          savedCards: cards.payment_sources,
        };
      }),
    ),
    validateDiscount: fromPromise(async ({ input }: { input: { code: string; classPackageId: number } }) =>
      failing('purchase', async () => {
        const { discount } = await unwrap(
          api.GET('/discounts/code/{code}', {
            params: { path: { code: input.code }, query: { class_package_id: input.classPackageId } },
          }),
        );
        return discount;
      }),
    ),
    acceptPages: fromPromise(async ({ input }: { input: { pageIds: number[]; customerId: number } }) =>
      failing('purchase', async () => {
        for (const page_id of input.pageIds) {
          await unwrap(api.POST('/accepted_pages', { body: { page_id, customer_id: input.customerId } }));
        }
      }),
    ),
    attempt: fromPromise(async ({ input }: { input: AttemptRequest }) =>
      failing(input.stage, () =>
        unwrap(
          api.POST('/checkout/attempt', {
            body: input.body,
            params: { header: { 'Idempotency-Key': input.key } },
          }),
        ),
      ),
    ),
    confirmCard: fromPromise(async ({ input }: { input: { clientSecret: string } }) => {
      const result = await failing('cardConfirmation', () => options.confirmCardPayment(input.clientSecret));
      if (result.error) throw cardProcessorFailure(result.error);
    }),
    createPaypalOrder: fromPromise(
      async ({ input }: { input: { classPackageId: number; discountCode: string | null } }) =>
        failing('purchase', async (): Promise<PaypalOrder> => {
          const answer = await unwrap(
            api.POST('/checkout/paypal', {
              body: { class_package_id: input.classPackageId, discountCode: input.discountCode },
            }),
          );
          return { planId: answer.plan_id, orderId: answer.orderID };
        }),
    ),
    capturePaypal: fromPromise(async ({ input }: { input: CaptureInput }) =>
      failing('purchase', () => unwrap(api.POST('/checkout/capture', { body: input }))),
    ),
  };
}
