import { loadState } from '#machines/shared/invoke-states';
import { requireValue } from '#machines/shared/require-value';
import { checkoutSetup } from './setup';
import { initialContext } from './context';
import { attemptRequest, captureInput, pagesToRecord } from './rules';

/** Back to the form the customer left, with the failure shown and every choice kept. */
const BACK = '#checkout.routing';
const failed = [
  // No answer: the outcome is unknown, so the next press retries with the same key.
  { guard: 'transientFailure', target: BACK, actions: 'storeFailure' },
  { target: BACK, actions: ['storeFailure', 'endAttempt'] },
] as const;

/**
 * Buying one package (commerce-content-admin §2 "Checkout screen", §4 "Checkout flow"): the
 * package, then for a customer their purchases, pages, saved cards and payment methods; the
 * sign-up fee, the free offer or the payment form; paying once per press with an idempotency key
 * kept for retries of the same attempt. Success and the session-mode redirect are emitted.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  description: 'Compra de un paquete (checkout)',
  context: ({ input }) => initialContext(input),
  initial: 'loadingPackage',
  // The session may finish restoring, or change hands, at any moment: start over for the new person.
  on: {
    'checkout.signedIn': { guard: 'newCustomer', target: '.loadingPackage', actions: 'markSignedIn' },
    'checkout.signedOut': { target: '.loadingPackage', actions: 'forgetAccount' },
  },
  states: {
    loadingPackage: {
      tags: ['loading'],
      invoke: {
        id: 'loadPackage',
        src: 'loadPackage',
        input: ({ context }) => ({ classPackageId: context.classPackageId }),
        onDone: [
          { guard: 'signedIn', target: 'loadingAccount', actions: 'storePackage' },
          { target: 'visitor', actions: 'storePackage' },
        ],
        onError: [
          { guard: 'notFound', target: 'notFound', actions: 'storeFailure' },
          { target: 'loadFailed', actions: 'storeFailure' },
        ],
      },
    },
    notFound: {},
    loadFailed: { on: { 'checkout.retry': 'loadingPackage' } },
    visitor: {},
    loadingAccount: loadState(checkoutSetup, 'loadAccount', { then: 'routing', store: 'storeAccount' }),
    routing: {
      always: [
        { guard: 'signupFeeDue', target: 'signupFee' },
        { guard: 'freeOffer', target: 'offer' },
        { target: 'choosing' },
      ],
    },
    signupFee: {},
    offer: {
      tags: ['form'],
      on: {
        'page.check': { actions: 'checkPage' },
        'checkout.pay': { guard: 'canPay', target: 'paying', actions: 'beginAttempt' },
      },
    },
    choosing: {
      tags: ['form'],
      initial: 'idle',
      on: {
        'choice.select': { actions: ['select', 'endAttempt'] },
        'card.change': { actions: ['storeCard', 'endAttempt'] },
        'page.check': { actions: 'checkPage' },
        'discount.change': { actions: 'editCode' },
      },
      states: {
        idle: {
          on: {
            'discount.apply': { guard: 'hasCode', target: 'validatingDiscount' },
            'discount.clear': { actions: ['clearDiscount', 'endAttempt'] },
            'checkout.pay': { guard: 'canPay', target: '#checkout.paying', actions: 'beginAttempt' },
            'paypal.start': {
              guard: 'canPayWithPaypal',
              target: '#checkout.paying',
              actions: 'beginAttempt',
            },
          },
        },
        validatingDiscount: {
          tags: ['validatingDiscount'],
          invoke: {
            id: 'validateDiscount',
            src: 'validateDiscount',
            input: ({ context }) => ({
              code: context.discountCode.trim(),
              classPackageId: context.classPackageId,
            }),
            onDone: { target: 'idle', actions: ['storeDiscount', 'endAttempt'] },
            onError: { target: 'idle', actions: ['storeDiscountFailure', 'endAttempt'] },
          },
        },
      },
    },
    paying: {
      tags: ['paying'],
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'pagesToRecord', target: 'acceptingPages' },
            { guard: 'paypalChosen', target: 'creatingPaypalOrder' },
            { target: 'attempting' },
          ],
        },
        acceptingPages: {
          invoke: {
            id: 'acceptPages',
            src: 'acceptPages',
            input: ({ context }) => ({
              pageIds: pagesToRecord(context),
              customerId: requireValue(context.customerId, 'the signed-in customer'),
            }),
            onDone: { target: 'starting', actions: 'recordPages' },
            onError: failed,
          },
        },
        attempting: {
          invoke: {
            id: 'attempt',
            src: 'attempt',
            input: ({ context }) => attemptRequest(context),
            onDone: [
              {
                guard: 'sessionRedirect',
                target: '#checkout.redirecting',
                actions: ['storeAttempt', 'emitRedirect'],
              },
              { guard: 'cardToConfirm', target: 'confirmingCard', actions: 'storeAttempt' },
              { target: '#checkout.succeeded', actions: 'storeAttempt' },
            ],
            onError: failed,
          },
        },
        confirmingCard: {
          invoke: {
            id: 'confirmCard',
            src: 'confirmCard',
            input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
            onDone: '#checkout.succeeded',
            // The processor answered: the pending purchase is settled, the next press is a new attempt.
            onError: { target: BACK, actions: ['storeFailure', 'endAttempt'] },
          },
        },
        creatingPaypalOrder: {
          invoke: {
            id: 'createPaypalOrder',
            src: 'createPaypalOrder',
            input: ({ context }) => ({
              classPackageId: context.classPackageId,
              discountCode: context.discount?.discountCode ?? null,
            }),
            onDone: { target: 'awaitingApproval', actions: 'storePaypal' },
            onError: failed,
          },
        },
        awaitingApproval: {
          tags: ['awaitingApproval'],
          on: {
            'paypal.approve': { target: 'capturing', actions: 'holdApproval' },
            'paypal.cancel': { target: BACK, actions: 'endAttempt' },
            'paypal.fail': { target: BACK, actions: ['paypalFailed', 'endAttempt'] },
          },
        },
        capturing: {
          invoke: {
            id: 'capturePaypal',
            src: 'capturePaypal',
            input: ({ context }) => captureInput(context, context.approval ?? {}),
            onDone: { target: '#checkout.succeeded', actions: 'storeCapture' },
            onError: failed,
          },
        },
      },
    },
    redirecting: { tags: ['paying'] },
    succeeded: { tags: ['paying'], entry: 'emitSucceeded' },
  },
});
