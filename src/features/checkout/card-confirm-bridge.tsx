import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect } from 'react';
import { es } from '#src/i18n/es';
import type { CardBridge } from './use-checkout-actor';

/**
 * Hands the machine's `confirmCard` actor what only `<Elements>` knows: the card processor and
 * the card field the customer typed in (embedded mode, §4: confirm with the clientSecret).
 */
export function CardConfirmBridge({ bridge }: { bridge: CardBridge }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    bridge.connect(async (clientSecret) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: { message: es.checkout.errors.stripeUnavailable } };
      // A subscription starting a free trial charges nothing yet: its secret is a SetupIntent's
      // (seti_…), which saves the card for the first charge (decision 076).
      const payment_method = { card };
      const result = clientSecret.startsWith('seti_')
        ? await stripe.confirmCardSetup(clientSecret, { payment_method })
        : await stripe.confirmCardPayment(clientSecret, { payment_method });
      return { error: result.error ?? null };
    });
    return () => bridge.connect(null);
  }, [stripe, elements, bridge]);
  return null;
}
