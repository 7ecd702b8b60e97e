import { Card, DataList, HStack, Stack } from '@chakra-ui/react';
import { es } from '../../i18n/es';
import { StatusBadge } from '../../ui/status-badge';
import { CancelSubscriptionButton } from './cancel-subscription-button';
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
          <Card.Header>
            <HStack justify="space-between" align="flex-start" gap="3">
              <Card.Title as="h2">{row.title}</Card.Title>
              <StatusBadge tone={row.status.tone}>{row.statusText}</StatusBadge>
            </HStack>
            {row.frequency && <Card.Description>{row.frequency}</Card.Description>}
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{columns.order}</DataList.ItemLabel>
                <DataList.ItemValue>{row.order}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{columns.date}</DataList.ItemLabel>
                <DataList.ItemValue>{row.date}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{columns.total}</DataList.ItemLabel>
                <DataList.ItemValue>{row.total}</DataList.ItemValue>
              </DataList.Item>
              {row.nextCharge && (
                <DataList.Item>
                  <DataList.ItemLabel>{columns.nextCharge}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.nextCharge}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
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
