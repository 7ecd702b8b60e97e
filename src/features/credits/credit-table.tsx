import { Table } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import type { CreditColumns, CreditRow } from './credit-rows';

/** The desktop view of Mis Créditos; class type and schedules only when the studio restricts them. */
export function CreditTable({ rows, columns }: { rows: readonly CreditRow[]; columns: CreditColumns }) {
  const headers = es.accountPages.credits.columns;
  return (
    <Table.Root hideBelow="md" data-testid="credit-table" variant="outline" size="sm">
      <Table.Header>
        <Table.Row>
          {columns.classType && <Table.ColumnHeader>{headers.classType}</Table.ColumnHeader>}
          {columns.schedules && <Table.ColumnHeader>{headers.schedules}</Table.ColumnHeader>}
          <Table.ColumnHeader textAlign="end">{headers.credits}</Table.ColumnHeader>
          <Table.ColumnHeader>{headers.expiry}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            {columns.classType && <Table.Cell>{row.classTypes}</Table.Cell>}
            {columns.schedules && <Table.Cell>{row.schedules}</Table.Cell>}
            <Table.Cell textAlign="end" fontWeight="semibold">
              {row.credits}
            </Table.Cell>
            <Table.Cell>{row.expiry}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
