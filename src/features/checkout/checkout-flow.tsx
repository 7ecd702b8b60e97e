import { Alert, Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectPackage, selectScreen } from '#machines/checkout/selectors';
import { selectIsRestoring } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { CardConfirmBridge } from './card-confirm-bridge';
import { OfferForm } from './offer-form';
import { PackageSummary } from './package-summary';
import { PaymentForm } from './payment-form';
import { SignupFeeModal } from './signup-fee-modal';
import { useCheckoutActor } from './use-checkout-actor';
import { VisitorPrompt } from './visitor-prompt';

/** Whichever screen the checkout machine is in, with the package summary beside it. */
export function CheckoutFlow({ classPackageId }: { classPackageId: number }) {
  const { actor, cardBridge } = useCheckoutActor(classPackageId);
  const screen = useSelector(actor, selectScreen);
  const pkg = useSelector(actor, selectPackage);
  const { classPackagesPath } = useAppConfig();
  // Until the session is restored nobody knows whether this is a visitor: no flash of the login prompt.
  const restoring = useSession(selectIsRestoring);

  if (screen === 'loading' || restoring) return <LoadingLine text={es.checkout.loading} />;
  if (screen === 'loadFailed') {
    return (
      <Stack gap={4}>
        <Heading as="h1" size="2xl">
          {es.checkout.title}
        </Heading>
        <LoadError text={es.checkout.loadError} onRetry={() => actor.send({ type: 'checkout.retry' })} />
      </Stack>
    );
  }
  if (screen === 'notFound' || !pkg) {
    return (
      <Stack gap={4} align="flex-start">
        <Heading as="h1" size="2xl">
          {es.checkout.title}
        </Heading>
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{es.checkout.notFound}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline">
          <RouterLink to={classPackagesPath}>{es.checkout.seePackages}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <CardConfirmBridge bridge={cardBridge} />
      <Heading as="h1" size="2xl">
        {pkg.title}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={8}
        alignItems="start"
      >
        <Stack gap={6} order={{ base: 2, md: 1 }} minW={0}>
          {screen === 'visitor' && <VisitorPrompt classPackageId={classPackageId} />}
          {screen === 'offer' && <OfferForm actor={actor} />}
          {screen === 'payment' && <PaymentForm actor={actor} />}
          {screen === 'signupFee' && <SignupFeeModal actor={actor} />}
        </Stack>
        <Stack order={{ base: 1, md: 2 }} minW={0}>
          <PackageSummary actor={actor} />
        </Stack>
      </Grid>
    </Stack>
  );
}
