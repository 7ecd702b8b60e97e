import { Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import type { ListColumn } from '#src/ui/responsive-list';
import { statusColumn } from '#src/ui/status-badge';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import type { PurchaseRow } from './purchase-rows';
import type { SubscriptionCancelActor } from './use-subscription-cancel';

const { columns: headers } = es.accountPages.purchases;

/**
 * Mis Compras' columns. Next charge and the cancel action only when some purchase is a
 * subscription (otherwise they would stay empty); a subscription is cancelled on the table only
 * while active, on a phone card until cancelled or revoked.
 */
export function purchaseColumns(
  actor: SubscriptionCancelActor,
  showSubscriptions: boolean,
): ReadonlyArray<ListColumn<PurchaseRow> | false> {
  const cancel = (row: PurchaseRow) => <CancelSubscriptionButton actor={actor} row={row} />;
  return [
    { id: 'order', header: headers.order, cell: (row) => row.order },
    {
      id: 'package',
      header: headers.package,
      card: 'none',
      cell: (row) => (
        <>
          <Text fontWeight="semibold">{row.title}</Text>
          {row.frequency && (
            <Text fontSize="sm" color="fg.muted">
              {row.frequency}
            </Text>
          )}
        </>
      ),
    },
    { id: 'title', header: headers.package, table: false, card: 'title', cell: (row) => row.title },
    { id: 'frequency', header: '', table: false, card: 'description', cell: (row) => row.frequency },
    { id: 'date', header: headers.date, cell: (row) => row.date },
    { id: 'total', header: headers.total, cell: (row) => row.total, align: 'end' },
    statusColumn(headers.status),
    showSubscriptions && {
      id: 'nextCharge',
      header: headers.nextCharge,
      cell: (row) => row.nextCharge ?? '—',
      mobileCell: (row) => row.nextCharge,
    },
    showSubscriptions && {
      id: 'actions',
      header: headers.actions,
      align: 'end',
      card: 'footer',
      cell: (row) => row.canCancelDesktop && cancel(row),
      mobileCell: (row) => row.canCancelMobile && cancel(row),
    },
  ];
}
