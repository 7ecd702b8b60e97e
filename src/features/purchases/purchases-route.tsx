import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, unwrap } from '#src/api/client';
import { appNow } from '#src/app/clock';
import { isSubscriptionPurchase } from '#src/domain/subscription';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { PurchaseCards } from './purchase-cards';
import { purchaseRow, type Purchase } from './purchase-rows';
import { PurchaseTable } from './purchase-table';
import { useLoad } from './use-load';
import { useSubscriptionCancel } from './use-subscription-cancel';
import { PageHeader } from '#src/ui/page-header';

const loadPurchases = async (): Promise<Purchase[]> => (await unwrap(api.GET('/purchases'))).purchases;
const text = es.accountPages.purchases;

/** /mystudio/membresias: what the customer bought, with a way out of a subscription. */
export function Component() {
  const purchases = useLoad(loadPurchases);
  const actor = useSubscriptionCancel(purchases.reload);
  const list = purchases.status === 'ready' ? purchases.data : null;
  const rows = useMemo(() => (list ?? []).map((purchase) => purchaseRow(purchase, appNow())), [list]);
  const showSubscriptions = (list ?? []).some(isSubscriptionPurchase);

  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title={text.title}>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/mystudio/metodos">{text.savedCards}</RouterLink>
        </Button>
      </PageHeader>
      {purchases.status === 'loading' && <LoadingLine text={text.loading} />}
      {purchases.status === 'error' && <LoadError text={text.loadError} onRetry={purchases.retry} />}
      {list && rows.length === 0 && (
        <Stack gap="3" align="flex-start">
          <Text fontWeight="semibold">{text.empty}</Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/mystudio/paquetes">{text.goToPackages}</RouterLink>
          </Button>
        </Stack>
      )}
      {rows.length > 0 && (
        <>
          <PurchaseTable actor={actor} rows={rows} showSubscriptions={showSubscriptions} />
          <PurchaseCards actor={actor} rows={rows} />
        </>
      )}
      <CancelSubscriptionDialog actor={actor} rows={rows} />
    </Container>
  );
}
