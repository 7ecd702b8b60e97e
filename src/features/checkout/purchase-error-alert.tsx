import { Alert } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectPurchaseError } from '#machines/checkout/selectors';
import { purchaseErrorText } from './checkout-messages';
import type { CheckoutActor } from './use-checkout-actor';

/** The failed payment's message (§8), beside the choices the customer keeps to try again. */
export function PurchaseErrorAlert({ actor }: { actor: CheckoutActor }) {
  const error = useSelector(actor, selectPurchaseError);
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{purchaseErrorText(error)}</Alert.Title>
    </Alert.Root>
  );
}
