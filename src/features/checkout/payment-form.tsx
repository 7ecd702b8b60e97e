import { Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectChoice, selectSettings } from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import { DiscountForm } from './discount-form';
import { PayButton } from './pay-button';
import { PaymentChoices } from './payment-choices';
import { PaypalButton } from './paypal-button';
import { PurchaseErrorAlert } from './purchase-error-alert';
import { RequiredPages } from './required-pages';
import { SubscriptionNotice } from './subscription-notice';
import type { CheckoutActor } from './use-checkout-actor';

/** The logged-in customer's form: code, payment choice, required pages, notice and pay. */
export function PaymentForm({ actor }: { actor: CheckoutActor }) {
  const settings = useSelector(actor, selectSettings);
  const choice = useSelector(actor, selectChoice);
  return (
    <Stack gap={6}>
      {settings.discountsEnabled && <DiscountForm actor={actor} />}
      <Stack as="section" gap={3} aria-labelledby="checkout-payment">
        <Heading as="h2" size="lg" id="checkout-payment">
          {es.checkout.paymentTitle}
        </Heading>
        <PaymentChoices actor={actor} />
      </Stack>
      <RequiredPages actor={actor} />
      <SubscriptionNotice actor={actor} />
      <PurchaseErrorAlert actor={actor} />
      {choice?.kind === 'paypal' ? <PaypalButton actor={actor} /> : <PayButton actor={actor} />}
    </Stack>
  );
}
