import { Table } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { GuestCell, ReservationActions, StatusBadge, type RowHandlers } from './reservation-actions';
import type { ReservationRow } from './reservation-rows';

export interface ReservationColumns {
  /** Invitado: only when the studio allows guests. */
  guest: boolean;
  /** Ubicación: only with more than one location. */
  location: boolean;
}

interface Props {
  rows: readonly ReservationRow[];
  columns: ReservationColumns;
  handlers: RowHandlers;
}

/** The desktop view: one row a reservation, in the specs' column order. */
export function ReservationTable({ rows, columns, handlers }: Props) {
  const text = es.reservations.columns;
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
      <Table.Root data-testid="reservation-table" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{text.class}</Table.ColumnHeader>
            {columns.guest && <Table.ColumnHeader>{text.guest}</Table.ColumnHeader>}
            <Table.ColumnHeader>{text.coach}</Table.ColumnHeader>
            <Table.ColumnHeader>{text.date}</Table.ColumnHeader>
            {columns.location && <Table.ColumnHeader>{text.location}</Table.ColumnHeader>}
            <Table.ColumnHeader>{text.spot}</Table.ColumnHeader>
            <Table.ColumnHeader>{text.status}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell fontWeight="semibold">{row.className}</Table.Cell>
              {columns.guest && (
                <Table.Cell>
                  <GuestCell row={row} handlers={handlers} />
                </Table.Cell>
              )}
              <Table.Cell>{row.coach || es.reservations.none}</Table.Cell>
              <Table.Cell textTransform="capitalize" whiteSpace="nowrap">
                {row.when}
              </Table.Cell>
              {columns.location && <Table.Cell>{row.location || es.reservations.none}</Table.Cell>}
              <Table.Cell>{row.spot || es.reservations.none}</Table.Cell>
              <Table.Cell>
                <StatusBadge row={row} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <ReservationActions row={row} handlers={handlers} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
