import type { ClassPackage, Discount } from '#src/api/entities';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import type {
  AccountFacts,
  AttemptResponse,
  CaptureInput,
  CheckoutContext,
  CheckoutInput,
  PaypalOrder,
} from './context';
import type { CheckoutEmitted, CheckoutEvent } from './events';
import {
  accountSetup,
  blocker,
  failureOf,
  freeOffer,
  isTransient,
  pagesToRecord,
  signupFeeDue,
  type AttemptRequest,
} from './rules';

const output = <T>(event: unknown) => (event as { output: T }).output;

/** The checkout machine's named parts; machine.ts arranges them into states. */
export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    loadPackage: notProvided<ClassPackage, { classPackageId: number }>('checkout', 'loadPackage'),
    loadAccount: notProvided<AccountFacts>('checkout', 'loadAccount'),
    validateDiscount: notProvided<Discount, { code: string; classPackageId: number }>(
      'checkout',
      'validateDiscount',
    ),
    acceptPages: notProvided<void, { pageIds: number[]; customerId: number }>('checkout', 'acceptPages'),
    attempt: notProvided<AttemptResponse, AttemptRequest>('checkout', 'attempt'),
    confirmCard: notProvided<void, { clientSecret: string }>('checkout', 'confirmCard'),
    createPaypalOrder: notProvided<PaypalOrder, { classPackageId: number; discountCode: string | null }>(
      'checkout',
      'createPaypalOrder',
    ),
    capturePaypal: notProvided<{ purchase_id: number }, CaptureInput>('checkout', 'capturePaypal'),
  },
  guards: {
    signedIn: ({ context }) => context.customerId !== null,
    newCustomer: ({ context, event }) =>
      event.type === 'checkout.signedIn' && event.customerId !== context.customerId,
    notFound: ({ event }) => failureOf(event).kind === 'notFound',
    signupFeeDue: ({ context }) => signupFeeDue(context),
    freeOffer: ({ context }) => freeOffer(context),
    canPay: ({ context }) => blocker(context) === null && context.choice?.kind !== 'paypal',
    canPayWithPaypal: ({ context }) => blocker(context) === null && context.choice?.kind === 'paypal',
    // §5: codes only for a customer, and only where the studio turned discounts on.
    hasCode: ({ context }) => context.settings.discountsEnabled && context.discountCode.trim() !== '',
    pagesToRecord: ({ context }) => pagesToRecord(context).length > 0,
    paypalChosen: ({ context }) => !freeOffer(context) && context.choice?.kind === 'paypal',
    sessionRedirect: ({ event }) => Boolean(output<AttemptResponse>(event).session?.url),
    cardToConfirm: ({ event }) => Boolean(output<AttemptResponse>(event).clientSecret),
    transientFailure: ({ event }) => isTransient(failureOf(event)),
  },
  actions: {
    // Another person's choices are not theirs: the form starts empty.
    markSignedIn: assign(({ event }) =>
      event.type === 'checkout.signedIn'
        ? {
            customerId: event.customerId,
            choice: null,
            checkedPageIds: [],
            recordedPageIds: [],
            discount: null,
            attempt: null,
          }
        : {},
    ),
    forgetAccount: assign({
      customerId: null,
      account: null,
      pagesToAccept: [],
      checkedPageIds: [],
      recordedPageIds: [],
      choice: null,
      discount: null,
      attempt: null,
    }),
    storePackage: assign(({ event }) => ({ pkg: output<ClassPackage>(event), failure: null })),
    storeAccount: assign(({ context, event }) => accountSetup(context, output<AccountFacts>(event))),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    select: assign(({ event }) => (event.type === 'choice.select' ? { choice: event.choice } : {})),
    storeCard: assign(({ event }) =>
      event.type === 'card.change' ? { card: { empty: event.empty, complete: event.complete } } : {},
    ),
    checkPage: assign(({ context, event }) => {
      if (event.type !== 'page.check') return {};
      const others = context.checkedPageIds.filter((id) => id !== event.pageId);
      return { checkedPageIds: event.checked ? [...others, event.pageId] : others };
    }),
    recordPages: assign(({ context }) => ({
      recordedPageIds: [...context.recordedPageIds, ...pagesToRecord(context)],
    })),
    editCode: assign(({ event }) =>
      event.type === 'discount.change' ? { discountCode: event.code, discountFailure: null } : {},
    ),
    storeDiscount: assign(({ event }) => ({ discount: output<Discount>(event), discountFailure: null })),
    // §4: a code that fails validation is cleared, the typed text stays to be corrected.
    storeDiscountFailure: assign(({ event }) => {
      const failure = failureOf(event);
      return { discount: null, discountFailure: { status: failure.status, message: failure.message } };
    }),
    clearDiscount: assign({ discount: null, discountCode: '', discountFailure: null }),
    /** A press starts a new attempt unless the last one's outcome is still unknown (same key). */
    beginAttempt: assign(({ context }) =>
      context.attempt === null
        ? { attempt: context.attempts + 1, attempts: context.attempts + 1, failure: null }
        : { failure: null },
    ),
    endAttempt: assign({ attempt: null }),
    storeAttempt: assign(({ event }) => {
      const answer = output<AttemptResponse>(event);
      return { purchaseId: answer.purchase_id ?? null, clientSecret: answer.clientSecret ?? null };
    }),
    storePaypal: assign(({ event }) => ({ paypal: output<PaypalOrder>(event) })),
    holdApproval: assign(({ event }) =>
      event.type === 'paypal.approve'
        ? { approval: { orderId: event.orderId, subscriptionId: event.subscriptionId } }
        : {},
    ),
    storeCapture: assign(({ event }) => ({ purchaseId: output<{ purchase_id: number }>(event).purchase_id })),
    paypalFailed: assign({
      failure: { kind: 'other', status: 0, message: '', stage: 'purchase' } as CheckoutContext['failure'],
    }),
    emitSucceeded: emit(({ context }) => ({
      type: 'checkout.succeeded' as const,
      purchaseId: requireValue(context.purchaseId, 'the purchase'),
    })),
    emitRedirect: emit(({ event }) => ({
      type: 'checkout.redirect' as const,
      url: output<AttemptResponse>(event).session?.url ?? '',
    })),
  },
});
