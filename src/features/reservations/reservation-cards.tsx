import { Card, HStack, Stack } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { FactList } from '#src/ui/fact-list';
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
            <FactList
              facts={[
                { label: text.date, value: row.when, valueProps: { textTransform: 'capitalize' } },
                { label: text.coach, value: row.coach || none },
                columns.guest && {
                  label: text.guest,
                  value: <GuestCell row={row} handlers={handlers} />,
                },
                columns.location && { label: text.location, value: row.location || none },
                { label: text.spot, value: row.spot || none },
              ]}
            />
          </Card.Body>
          <Card.Footer>
            <ReservationActions row={row} handlers={handlers} />
          </Card.Footer>
        </Card.Root>
      ))}
    </Stack>
  );
}
