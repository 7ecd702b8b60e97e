import { createSubscriptionCancelActors } from '#machines/subscription-cancel/actors';
import { subscriptionCancelMachine } from '#machines/subscription-cancel/machine';
import { useFlow } from '#src/app/use-flow';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';

const actors = createSubscriptionCancelActors();

/** The running cancel flow, wired to the alerts; `onChanged` hears every change to the list. */
export function useSubscriptionCancel(onChanged: () => void) {
  return useFlow(subscriptionCancelMachine, {
    actors,
    actions: {
      notifyCancelled: () => showSuccess(es.accountPages.purchases.cancelled),
      notifyFailure: (_, failure) => showError(failure.message),
    },
    on: { 'subscription.changed': onChanged },
  });
}

export type SubscriptionCancelActor = ReturnType<typeof useSubscriptionCancel>;
