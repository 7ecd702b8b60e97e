import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { selectBlocker, selectPackage } from '#machines/checkout/selectors';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { loadPayPal, paypalClientId } from '#src/payments/paypal';
import type { CheckoutActor } from './use-checkout-actor';

/** The order the machine created for the PayPal button, or a throw when it failed. */
async function orderFrom(actor: CheckoutActor) {
  actor.send({ type: 'paypal.start' });
  const snapshot = await waitFor(actor, (s) => s.hasTag('awaitingApproval') || !s.hasTag('paying'));
  const order = snapshot.context.paypal;
  if (!snapshot.hasTag('awaitingApproval') || !order) throw new Error('paypal order not created');
  return order;
}

/**
 * §2 payment-button provider: its own button drives the machine (order → approval → capture).
 * Shown once nothing blocks paying (required pages checked).
 */
export function PaypalButton({ actor }: { actor: CheckoutActor }) {
  const blocked = useSelector(actor, selectBlocker) !== null;
  const subscription = useSelector(actor, (s) => selectPackage(s)?.is_subscription === true);
  const config = useAppConfig();
  const container = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (blocked || !container.current) return;
    const target = container.current;
    let instance: { close(): Promise<void> } | null = null;
    let active = true;
    loadPayPal(paypalClientId(config) ?? 'sb', { subscription })
      .then((paypal) => {
        if (!active) return;
        const buttons = paypal.Buttons({
          ...(subscription
            ? {
                createSubscription: async (_data, actions) =>
                  actions.subscription.create({ plan_id: (await orderFrom(actor)).planId ?? '' }),
              }
            : { createOrder: async () => (await orderFrom(actor)).orderId ?? '' }),
          onApprove: async (data) => {
            actor.send({
              type: 'paypal.approve',
              orderId: data.subscriptionID ? undefined : data.orderID,
              subscriptionId: data.subscriptionID,
            });
            await waitFor(actor, (s) => !s.hasTag('awaitingApproval'));
          },
          onCancel: () => actor.send({ type: 'paypal.cancel' }),
          onError: () => actor.send({ type: 'paypal.fail' }),
        });
        instance = buttons;
        return buttons.render(target);
      })
      .catch(() => active && setLoadFailed(true));
    return () => {
      active = false;
      void instance?.close();
    };
  }, [actor, blocked, config, subscription]);

  if (loadFailed) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{es.checkout.paypalLoadError}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap={2}>
      {blocked ? (
        <Text fontSize="sm" color="fg.muted">
          {es.checkout.blockers.pages}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {es.checkout.paypalHint}
        </Text>
      )}
      <Box ref={container} minH={blocked ? undefined : '12'} />
    </Stack>
  );
}
