import type {
  PayPalActions,
  PayPalApproval,
  PayPalButtons,
  PayPalButtonsInstance,
  PayPalButtonsOptions,
} from '#src/payments/paypal';
import { paypalText } from './provider-strings';

/** Stands in for the customer approving in PayPal's window. */
export const FAKE_PAYPAL_APPROVAL_MS = 300;
const pause = () => new Promise((resolve) => setTimeout(resolve, FAKE_PAYPAL_APPROVAL_MS));

let subscriptions = 0;

const actions: PayPalActions = {
  order: { create: async () => 'MOCK-ORDER-CLIENT' },
  subscription: {
    create: async ({ plan_id }) => {
      subscriptions += 1;
      return `I-MOCK-${plan_id}-${subscriptions}`;
    },
  },
};

function button(): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = paypalText.pay;
  element.dataset.fakePaypal = 'button';
  element.style.cssText =
    'width: 100%; min-height: 2.75rem; border: 0; border-radius: 0.375rem; background: #ffc439; color: #111827; font: inherit; font-weight: 700; cursor: pointer;';
  return element;
}

/** Asks for the order or subscription, "approves" it, then hands the ids to onApprove. */
async function approve(options: PayPalButtonsOptions): Promise<void> {
  const approval: PayPalApproval = {};
  if (options.createSubscription) approval.subscriptionID = await options.createSubscription({}, actions);
  else if (options.createOrder) approval.orderID = await options.createOrder({}, actions);
  else throw new Error('fake PayPal: Buttons needs createOrder or createSubscription');
  await pause();
  await options.onApprove(approval);
}

/**
 * The PayPal button in mock mode: the SDK's `Buttons({...}).render(container)` shape, one
 * accessible 'Pagar con PayPal' button. Real PayPal also sends an orderID with a subscription's
 * approval; this one sends only the subscriptionID, which is what /checkout/capture needs.
 */
export function createFakePayPal(): PayPalButtons {
  return {
    Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance {
      let rendered: HTMLButtonElement | null = null;
      return {
        isEligible: () => true,
        async render(container: HTMLElement) {
          const element = button();
          element.addEventListener('click', () => {
            element.disabled = true;
            element.setAttribute('aria-busy', 'true');
            element.textContent = paypalText.approving;
            approve(options)
              .catch((error: unknown) => options.onError?.(error))
              .finally(() => {
                element.disabled = false;
                element.removeAttribute('aria-busy');
                element.textContent = paypalText.pay;
              });
          });
          container.append(element);
          rendered = element;
        },
        async close() {
          rendered?.remove();
          rendered = null;
        },
      };
    },
  };
}
