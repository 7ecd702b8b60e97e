import { Button, Container } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readPurchases } from '#src/api/reads/account';
import { appNow } from '#src/domain/app-clock';
import { useRead } from '#src/app/use-read';
import { isSubscriptionPurchase } from '#src/domain/subscription';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { PageHeader } from '#src/ui/page-header';
import { ResponsiveList } from '#src/ui/responsive-list';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { purchaseColumns } from './purchase-columns';
import { purchaseRow } from './purchase-rows';
import { useSubscriptionCancel } from './use-subscription-cancel';
import { useAppConfig } from '#src/config/app-config-context';

const text = es.accountPages.purchases;

/** /mystudio/membresias: what the customer bought, with a way out of a subscription. */
export function Component() {
  const purchases = useRead(readPurchases, undefined);
  const actor = useSubscriptionCancel(purchases.refresh);
  const list = purchases.data;
  const { timezoneOffset } = useAppConfig();
  const rows = useMemo(
    () => list?.map((purchase) => purchaseRow(purchase, appNow(), timezoneOffset)) ?? null,
    [list, timezoneOffset],
  );
  const showSubscriptions = (list ?? []).some(isSubscriptionPurchase);
  const columns = useMemo(() => purchaseColumns(actor, showSubscriptions), [actor, showSubscriptions]);

  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title={text.title}>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/mystudio/metodos">{text.savedCards}</RouterLink>
        </Button>
      </PageHeader>
      <ReadState read={purchases} loading={text.loading} failed={text.loadError} />
      {rows && (
        <ResponsiveList
          rows={rows}
          columns={columns}
          rowKey={(row) => row.purchaseId}
          empty={{
            text: text.empty,
            action: (
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/mystudio/paquetes">{text.goToPackages}</RouterLink>
              </Button>
            ),
          }}
          testId="purchase"
        />
      )}
      <CancelSubscriptionDialog actor={actor} rows={rows ?? []} />
    </Container>
  );
}
