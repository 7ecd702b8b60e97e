import { Alert, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectPackage } from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import type { CheckoutActor } from './use-checkout-actor';

type Period = 'day' | 'month' | 'year';

/** §2 and §4: a subscription renews until cancelled and is not refundable; a free trial pays 0 now. */
export function SubscriptionNotice({ actor }: { actor: CheckoutActor }) {
  const pkg = useSelector(actor, selectPackage);
  if (!pkg?.is_subscription) return null;
  const period: Period = pkg.subscription_period ?? 'month';
  const every = es.checkout.every(pkg.subscription_interval ?? 1, period);
  const trial = pkg.free_trial_length ?? 0;
  const [one, many] = es.checkout.trialUnits[(pkg.free_trial_period ?? 'day') as Period];
  return (
    <Stack gap={2}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{es.checkout.subscriptionNotice(every)}</Alert.Description>
      </Alert.Root>
      {trial > 0 && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>{es.checkout.freeTrial(trial, trial === 1 ? one : many)}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
