import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { createBillingAddressActors } from '#machines/billing-address/actors';
import { billingAddressMachine } from '#machines/billing-address/machine';
import { inspect } from '#src/app/inspection';
import { useSessionActor } from '#src/app/session-context';
import { missingAddressFields } from '#src/domain/billing-address';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';

const text = es.accountPages.address;

/** The billing-address machine wired to the API, the session's reload and the alerts. */
export function useBillingAddressActor(customerId: number, addressId: number | null) {
  const session = useSessionActor();
  const logic = useMemo(
    () =>
      billingAddressMachine.provide({
        actors: createBillingAddressActors(session),
        actions: {
          // The specs' alert names the first required field still blank (city, state, country).
          notifyMissing: (_, { values }) => {
            const first = missingAddressFields(values)[0];
            if (first) showError(text.missing[first]);
          },
          notifySaved: () => showSuccess(text.saved),
          notifyFailure: (_, failure) => showError(failure.message),
        },
      }),
    [session],
  );
  return useActorRef(logic, { input: { customerId, addressId }, inspect });
}

export type BillingAddressActor = ReturnType<typeof useBillingAddressActor>;
