import { Container } from '@chakra-ui/react';
import { Elements } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { loadStripeFor } from '#src/payments/stripe';
import { CheckoutFlow } from './checkout-flow';

/**
 * /checkout/{class_package_id}, in the public layout so a visitor sees the package. The card
 * processor's script loads here only (Stripe `<Elements>` wraps this route alone).
 */
export function Component() {
  const { classPackageId } = useParams();
  const id = Number(classPackageId);
  const config = useAppConfig();
  const stripe = useMemo(() => loadStripeFor(config.raw.stripe_public ?? ''), [config]);
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Elements stripe={stripe} options={{ locale: 'es' }}>
        {/* A new package is a new purchase: the machine starts over. */}
        <CheckoutFlow key={id} classPackageId={Number.isInteger(id) && id > 0 ? id : 0} />
      </Elements>
    </Container>
  );
}
