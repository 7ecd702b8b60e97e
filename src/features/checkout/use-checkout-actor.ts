import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createCheckoutActors, type ConfirmCardPayment } from '#machines/checkout/actors';
import { checkoutMachine } from '#machines/checkout/machine';
import { selectCustomer, selectIsAuthenticated } from '#machines/session/selectors';
import { useSession, useSessionActor } from '#src/app/session-context';
import { useFlow } from '#src/app/use-flow';
import { useAppConfig } from '#src/config/app-config-context';
import { usePages } from '#src/config/pages-context';
import { safeUrl } from '#src/domain/link-url';
import { es } from '#src/i18n/es';
import { showError } from '#src/ui/alerts';
import { checkoutSettings } from './checkout-settings';

/** Unique enough per screen: the attempt number is appended for each idempotency key. */
function newKeyPrefix(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Where the card form (inside `<Elements>`) plugs in the card processor's confirmation, which
 * the machine's `confirmCard` actor calls when it gets there.
 */
export interface CardBridge {
  confirm: ConfirmCardPayment;
  connect(confirm: ConfirmCardPayment | null): void;
}

function createCardBridge(): CardBridge {
  let connected: ConfirmCardPayment | null = null;
  return {
    confirm: (clientSecret) =>
      connected
        ? connected(clientSecret)
        : Promise.resolve({ error: { message: es.checkout.cardUnavailable } }),
    connect(confirm) {
      connected = confirm;
    },
  };
}

/**
 * A running checkout machine wired to the app: the real actors, the card confirmation the card
 * form provides (`cardBridge`), the session (signing in or out mid-way), and what the machine
 * emits: the thank-you page, or the processor's page in session mode.
 */
export function useCheckoutActor(classPackageId: number) {
  const config = useAppConfig();
  const pages = usePages();
  const navigate = useNavigate();
  const session = useSessionActor();
  const authenticated = useSession(selectIsAuthenticated);
  const customer = useSession(selectCustomer);
  const customerId = authenticated && customer ? customer.customer_id : null;
  const settings = useMemo(() => checkoutSettings(config), [config]);
  const [cardBridge] = useState(createCardBridge);
  const [keyPrefix] = useState(newKeyPrefix);
  const actors = useMemo(
    () => createCheckoutActors({ settings, confirmCardPayment: cardBridge.confirm }),
    [settings, cardBridge],
  );
  const actor = useFlow(checkoutMachine, {
    actors,
    input: { classPackageId, customerId, settings, pages, keyPrefix },
    on: {
      'checkout.succeeded': ({ purchaseId }) => {
        // Credits and memberships changed: the header and the calendar read them from the session.
        session.send({ type: 'session.customer.reload' });
        void navigate(`/gracias/${purchaseId}`);
      },
      // The processor's page address goes through the one URL check before the browser opens it.
      'checkout.redirect': ({ url }) => {
        const safe = safeUrl(url, 'navigation');
        if (safe) window.location.assign(safe);
        else showError(es.hardening.unsafeRedirect);
      },
    },
  });

  // Only a change of customer is news: the machine started with the one there was.
  const sentCustomer = useRef(customerId);
  useEffect(() => {
    if (sentCustomer.current === customerId) return;
    sentCustomer.current = customerId;
    actor.send(
      customerId === null ? { type: 'checkout.signedOut' } : { type: 'checkout.signedIn', customerId },
    );
  }, [actor, customerId]);

  return { actor, cardBridge };
}

export type CheckoutActor = ReturnType<typeof useCheckoutActor>['actor'];
