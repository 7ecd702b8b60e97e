import { Card, DataList, HStack, Stack } from '@chakra-ui/react';
import { es } from '../../i18n/es';
import { GuestCell, ReservationActions, StatusBadge, type RowHandlers } from './reservation-actions';
import type { ReservationRow } from './reservation-rows';
import type { ReservationColumns } from './reservation-table';

interface Props {
  rows: readonly ReservationRow[];
  columns: ReservationColumns;
  handlers: RowHandlers;
}

/** The phone view: one card a reservation, the same facts and actions as the table. */
export function ReservationCards({ rows, columns, handlers }: Props) {
  const text = es.reservations.columns;
  const none = es.reservations.none;
  return (
    <Stack as="ul" hideFrom="md" data-testid="reservation-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.id} size="sm">
          <Card.Header>
            <HStack justify="space-between" align="flex-start" gap="2">
              <Card.Title as="h2" fontSize="md">
                {row.className}
              </Card.Title>
              <StatusBadge row={row} />
            </HStack>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{text.date}</DataList.ItemLabel>
                <DataList.ItemValue textTransform="capitalize">{row.when}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{text.coach}</DataList.ItemLabel>
                <DataList.ItemValue>{row.coach || none}</DataList.ItemValue>
              </DataList.Item>
              {columns.guest && (
                <DataList.Item>
                  <DataList.ItemLabel>{text.guest}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <GuestCell row={row} handlers={handlers} />
                  </DataList.ItemValue>
                </DataList.Item>
              )}
              {columns.location && (
                <DataList.Item>
                  <DataList.ItemLabel>{text.location}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.location || none}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>{text.spot}</DataList.ItemLabel>
                <DataList.ItemValue>{row.spot || none}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
          <Card.Footer>
            <ReservationActions row={row} handlers={handlers} />
          </Card.Footer>
        </Card.Root>
      ))}
    </Stack>
  );
}
