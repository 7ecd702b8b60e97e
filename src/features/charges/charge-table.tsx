import { Table } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { StatusBadge } from '#src/ui/status-badge';
import type { ChargeRow } from './charge-rows';

/** The desktop view of Mis Cargos: one row a charge. */
export function ChargeTable({ rows }: { rows: readonly ChargeRow[] }) {
  const { columns } = es.accountPages.charges;
  return (
    <Table.Root hideBelow="md" data-testid="charge-table" variant="outline" size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.order}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.package}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.date}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.amount}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.invoiceId}>
            <Table.Cell>{row.order}</Table.Cell>
            <Table.Cell fontWeight="semibold">{row.title}</Table.Cell>
            <Table.Cell>{row.date}</Table.Cell>
            <Table.Cell textAlign="end">{row.amount}</Table.Cell>
            <Table.Cell>
              <StatusBadge tone={row.status.tone}>{row.statusText}</StatusBadge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
