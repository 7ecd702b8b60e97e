import { Box, Field, Text } from '@chakra-ui/react';
import { CardElement } from '@stripe/react-stripe-js';
import { useSelector } from '@xstate/react';
import { selectIsPaying } from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import type { CheckoutActor } from './use-checkout-actor';

/**
 * The card processor's card field (embedded mode); its change events tell the machine whether
 * the card is empty or complete. In session mode the card is typed on the processor's page.
 */
export function CardEntry({ actor, onProviderPage }: { actor: CheckoutActor; onProviderPage: boolean }) {
  const paying = useSelector(actor, selectIsPaying);
  if (onProviderPage) return <Text color="fg.muted">{es.checkout.cardOnProviderPage}</Text>;
  return (
    <Field.Root>
      <Field.Label id="checkout-card-label">{es.checkout.cardLabel}</Field.Label>
      <Box
        w="full"
        borderWidth="1px"
        rounded="md"
        px={3}
        py={3}
        role="group"
        aria-labelledby="checkout-card-label"
      >
        <CardElement
          options={{ disabled: paying, hidePostalCode: true }}
          onChange={(event) =>
            actor.send({ type: 'card.change', empty: event.empty, complete: event.complete })
          }
        />
      </Box>
    </Field.Root>
  );
}
