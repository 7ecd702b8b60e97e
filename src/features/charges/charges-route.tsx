import { Container, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { api, unwrap } from '#src/api/client';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { useLoad } from '#src/features/purchases/use-load';
import { ChargeCards } from './charge-cards';
import { chargeRow, type Invoice } from './charge-rows';
import { ChargeTable } from './charge-table';
import { PageHeader } from '#src/ui/page-header';

const loadInvoices = async (): Promise<Invoice[]> => (await unwrap(api.GET('/invoices'))).invoices;
const text = es.accountPages.charges;

/** /mystudio/pagos: every charge made to the customer (subscription billings and others). */
export function Component() {
  const invoices = useLoad(loadInvoices);
  const list = invoices.status === 'ready' ? invoices.data : null;
  const rows = useMemo(() => (list ?? []).map(chargeRow), [list]);
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title={text.title} />
      {invoices.status === 'loading' && <LoadingLine text={text.loading} />}
      {invoices.status === 'error' && <LoadError text={text.loadError} onRetry={invoices.retry} />}
      {list && rows.length === 0 && <Text fontWeight="semibold">{text.empty}</Text>}
      {rows.length > 0 && (
        <>
          <ChargeTable rows={rows} />
          <ChargeCards rows={rows} />
        </>
      )}
    </Container>
  );
}
