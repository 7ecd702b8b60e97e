import { Stack } from '@chakra-ui/react';
import { PayButton } from './pay-button';
import { PurchaseErrorAlert } from './purchase-error-alert';
import { RequiredPages } from './required-pages';
import type { CheckoutActor } from './use-checkout-actor';

/** §2: a zero-price package is claimed with 'Obtener Oferta', without payment choices. */
export function OfferForm({ actor }: { actor: CheckoutActor }) {
  return (
    <Stack gap={6}>
      <RequiredPages actor={actor} />
      <PurchaseErrorAlert actor={actor} />
      <PayButton actor={actor} offer />
    </Stack>
  );
}
