import { Card, Stack } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { FactList } from '#src/ui/fact-list';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { PurchaseCardHeader } from './purchase-card-header';
import type { PurchaseRow } from './purchase-rows';
import type { SubscriptionCancelActor } from './use-subscription-cancel';

/** The phone view of Mis Compras: here a subscription can be cancelled until cancelled or revoked. */
export function PurchaseCards({
  actor,
  rows,
}: {
  actor: SubscriptionCancelActor;
  rows: readonly PurchaseRow[];
}) {
  const { columns } = es.accountPages.purchases;
  return (
    <Stack as="ul" hideFrom="md" data-testid="purchase-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.purchaseId} size="sm">
          <PurchaseCardHeader row={row} description={row.frequency} />
          <Card.Body>
            <FactList
              facts={[
                { label: columns.order, value: row.order },
                { label: columns.date, value: row.date },
                { label: columns.total, value: row.total },
                row.nextCharge ? { label: columns.nextCharge, value: row.nextCharge } : null,
              ]}
            />
          </Card.Body>
          {row.canCancelMobile && (
            <Card.Footer justifyContent="flex-end">
              <CancelSubscriptionButton actor={actor} row={row} />
            </Card.Footer>
          )}
        </Card.Root>
      ))}
    </Stack>
  );
}
