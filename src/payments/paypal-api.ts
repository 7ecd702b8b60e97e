/**
 * The PayPal JS SDK's button API, the part the checkout uses. Mock mode gets a fake button with
 * the same shape (mocks/payments/fake-paypal.ts); live mode loads PayPal's script.
 */
export interface PayPalApproval {
  orderID?: string;
  subscriptionID?: string;
}

export interface PayPalActions {
  order: { create(order: unknown): Promise<string> };
  subscription: { create(subscription: { plan_id: string }): Promise<string> };
}

export interface PayPalButtonsOptions {
  /** One-off packages: answer the orderID from POST /checkout/paypal. */
  createOrder?: (data: Record<string, unknown>, actions: PayPalActions) => Promise<string>;
  /** Subscriptions: `actions.subscription.create({ plan_id })` with the plan_id from POST /checkout/paypal. */
  createSubscription?: (data: Record<string, unknown>, actions: PayPalActions) => Promise<string>;
  onApprove: (data: PayPalApproval) => Promise<void> | void;
  onError?: (error: unknown) => void;
  onCancel?: (data: PayPalApproval) => void;
  style?: Record<string, unknown>;
}

export interface PayPalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
  isEligible(): boolean;
}

export interface PayPalButtons {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
}
