import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { es } from '#src/i18n/es';
import type { PurchaseRow } from './purchase-rows';
import type { SubscriptionCancelActor } from './use-subscription-cancel';

/** Opens the cancel dialog for one subscription, while the machine would accept it. */
export function CancelSubscriptionButton({
  actor,
  row,
}: {
  actor: SubscriptionCancelActor;
  row: PurchaseRow;
}) {
  const event = { type: 'subscription.cancel.open', purchaseId: row.purchaseId } as const;
  const canOpen = useSelector(actor, (s) => s.can(event));
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      aria-label={es.accountPages.purchases.cancelOf(row.title, row.order)}
      disabled={!canOpen}
      onClick={() => actor.send(event)}
    >
      {es.accountPages.purchases.cancel}
    </Button>
  );
}
