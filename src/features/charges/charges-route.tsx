import { Container } from '@chakra-ui/react';
import { useMemo } from 'react';
import { readInvoices } from '#src/api/reads/account';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { PageHeader } from '#src/ui/page-header';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { statusColumn } from '#src/ui/status-badge';
import { chargeRow, type ChargeRow } from './charge-rows';
import { useAppConfig } from '#src/config/app-config-context';

const text = es.accountPages.charges;

const columns: ReadonlyArray<ListColumn<ChargeRow>> = [
  { id: 'order', header: text.columns.order, cell: (row) => row.order },
  titleColumn(text.columns.package, (row) => row.title),
  { id: 'date', header: text.columns.date, cell: (row) => row.date },
  { id: 'amount', header: text.columns.amount, cell: (row) => row.amount, align: 'end' },
  statusColumn(text.columns.status),
];

/** /mystudio/pagos: every charge made to the customer (subscription billings and others). */
export function Component() {
  const invoices = useRead(readInvoices, undefined);
  const { timezoneOffset } = useAppConfig();
  const rows = useMemo(
    () => invoices.data?.map((invoice) => chargeRow(invoice, timezoneOffset)) ?? null,
    [invoices.data, timezoneOffset],
  );
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title={text.title} />
      <ReadState read={invoices} loading={text.loading} failed={text.loadError} />
      {rows && (
        <ResponsiveList
          rows={rows}
          columns={columns}
          rowKey={(row) => row.invoiceId}
          empty={{ text: text.empty }}
          testId="charge"
        />
      )}
    </Container>
  );
}
