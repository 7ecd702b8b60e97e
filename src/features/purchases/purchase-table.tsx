import { Table, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { StatusBadge } from '#src/ui/status-badge';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import type { PurchaseRow } from './purchase-rows';
import type { SubscriptionCancelActor } from './use-subscription-cancel';

interface PurchaseTableProps {
  actor: SubscriptionCancelActor;
  rows: readonly PurchaseRow[];
  /** Only when some purchase is a subscription: otherwise the columns would stay empty. */
  showSubscriptions: boolean;
}

/** The desktop view of Mis Compras; a subscription is cancelled here only while active. */
export function PurchaseTable({ actor, rows, showSubscriptions }: PurchaseTableProps) {
  const { columns } = es.accountPages.purchases;
  return (
    <Table.Root hideBelow="md" data-testid="purchase-table" variant="outline" size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.order}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.package}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.date}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.total}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
          {showSubscriptions && <Table.ColumnHeader>{columns.nextCharge}</Table.ColumnHeader>}
          {showSubscriptions && <Table.ColumnHeader textAlign="end">{columns.actions}</Table.ColumnHeader>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.purchaseId}>
            <Table.Cell>{row.order}</Table.Cell>
            <Table.Cell>
              <Text fontWeight="semibold">{row.title}</Text>
              {row.frequency && (
                <Text fontSize="sm" color="fg.muted">
                  {row.frequency}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{row.date}</Table.Cell>
            <Table.Cell textAlign="end">{row.total}</Table.Cell>
            <Table.Cell>
              <StatusBadge tone={row.status.tone}>{row.statusText}</StatusBadge>
            </Table.Cell>
            {showSubscriptions && <Table.Cell>{row.nextCharge ?? '—'}</Table.Cell>}
            {showSubscriptions && (
              <Table.Cell textAlign="end">
                {row.canCancelDesktop && <CancelSubscriptionButton actor={actor} row={row} />}
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
