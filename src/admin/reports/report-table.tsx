import { Button, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { toCsv } from '#src/domain/csv';
import { es } from '#src/i18n/es-admin';
import { downloadFile } from '#src/ui/download-file';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';

/** A report's column: what the table shows and the same figure as the CSV writes it. */
export interface ReportColumn<Row> extends ListColumn<Row> {
  csv: (row: Row) => string | number;
}

/**
 * A customer's name, a link to their page in the back-office (`pathTo` is `useAdminPath()`); the
 * CSV keeps the name.
 */
export function customerColumn<Row extends { customer_id: number; name: string }>(
  pathTo: (to: string) => string,
): ReportColumn<Row> {
  return {
    ...titleColumn<Row>(es.reports.customer, (row) => (
      <Link asChild colorPalette="brand">
        <RouterLink to={pathTo(`clientes/${row.customer_id}`)} aria-label={es.reports.openCustomer(row.name)}>
          {row.name}
        </RouterLink>
      </Link>
    )),
    csv: (row) => row.name,
  };
}

/** The CSV of exactly the table's rows and columns (one helper for every report). */
export function reportCsv<Row>(columns: ReadonlyArray<ReportColumn<Row>>, rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.csv(row))),
    { quoteAll: true },
  );
}

/**
 * The table behind a chart (a screen reader and a spreadsheet get the chart's figures) with its
 * 'Descargar CSV'.
 */
export function ReportTable<Row>({
  rows,
  columns,
  rowKey,
  testId,
  fileName,
}: {
  rows: readonly Row[];
  columns: ReadonlyArray<ReportColumn<Row>>;
  rowKey: (row: Row) => string | number;
  testId: string;
  /** Without `.csv`. */
  fileName: string;
}) {
  return (
    <>
      <ResponsiveList
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        testId={testId}
        empty={{ text: es.reports.empty }}
      />
      {rows.length > 0 && (
        <HStack mt="2" justify="end">
          <Button
            size="sm"
            variant="outline"
            data-testid={`${testId}-csv`}
            onClick={() =>
              downloadFile(`${fileName}.csv`, reportCsv(columns, rows), 'text/csv;charset=utf-8')
            }
          >
            {es.reports.downloadCsv}
          </Button>
        </HStack>
      )}
    </>
  );
}
