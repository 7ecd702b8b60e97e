import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectBlocker, selectIsPaying } from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import type { CheckoutActor } from './use-checkout-actor';

/** Pagar (or Obtener Oferta): enabled when the machine would take the press, a spinner while paying. */
export function PayButton({ actor, offer = false }: { actor: CheckoutActor; offer?: boolean }) {
  const canPay = useSelector(actor, (s) => s.can({ type: 'checkout.pay' }));
  const paying = useSelector(actor, selectIsPaying);
  const blocker = useSelector(actor, selectBlocker);
  const hint = !paying && blocker ? es.checkout.blockers[blocker] : null;
  return (
    <Stack gap={2}>
      <Button
        colorPalette="brand"
        size="lg"
        disabled={!canPay}
        loading={paying}
        loadingText={es.checkout.paying}
        aria-describedby={hint ? 'checkout-pay-hint' : undefined}
        onClick={() => actor.send({ type: 'checkout.pay' })}
      >
        {offer ? es.checkout.claimOffer : es.checkout.pay}
      </Button>
      {hint && (
        <Text id="checkout-pay-hint" fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
