import { Table } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import type { WaitlistActor } from './use-waitlist-actor';
import type { WaitlistRow } from './waitlist-rows';

/** The desktop view of the waitlists: one row a class. */
export function WaitlistTable({ actor, rows }: { actor: WaitlistActor; rows: readonly WaitlistRow[] }) {
  const { columns } = es.waitlists;
  return (
    <Table.Root hideBelow="md" data-testid="waitlist-table" variant="outline" size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.class}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.date}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.location}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.joinedAt}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.waitlistId}>
            <Table.Cell fontWeight="semibold">{row.className}</Table.Cell>
            <Table.Cell textTransform="capitalize">{row.classDate}</Table.Cell>
            <Table.Cell>{row.location}</Table.Cell>
            <Table.Cell>{row.joinedAt}</Table.Cell>
            <Table.Cell textAlign="end">
              <LeaveWaitlistButton actor={actor} row={row} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
