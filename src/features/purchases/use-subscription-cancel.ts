import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createSubscriptionCancelActors } from '#machines/subscription-cancel/actors';
import { subscriptionCancelMachine } from '#machines/subscription-cancel/machine';
import { inspect } from '#src/app/inspection';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';

/** The running cancel flow, wired to the alerts; `onChanged` hears every change to the list. */
export function useSubscriptionCancel(onChanged: () => void) {
  const logic = useMemo(
    () =>
      subscriptionCancelMachine.provide({
        actors: createSubscriptionCancelActors(),
        actions: {
          notifyCancelled: () => showSuccess(es.accountPages.purchases.cancelled),
          notifyFailure: (_, failure) => showError(failure.message),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { inspect });
  useEffect(() => {
    const subscription = actor.on('subscription.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  return actor;
}

export type SubscriptionCancelActor = ReturnType<typeof useSubscriptionCancel>;
