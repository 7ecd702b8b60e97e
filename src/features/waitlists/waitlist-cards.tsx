import { Card, DataList, Stack } from '@chakra-ui/react';
import { es } from '../../i18n/es';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import type { WaitlistActor } from './use-waitlist-actor';
import type { WaitlistRow } from './waitlist-rows';

/** The phone view of the waitlists: one card a class, the same facts as the table. */
export function WaitlistCards({ actor, rows }: { actor: WaitlistActor; rows: readonly WaitlistRow[] }) {
  const { columns } = es.waitlists;
  return (
    <Stack as="ul" hideFrom="md" data-testid="waitlist-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.waitlistId} size="sm">
          <Card.Header>
            <Card.Title as="h2">{row.className}</Card.Title>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{columns.date}</DataList.ItemLabel>
                <DataList.ItemValue textTransform="capitalize">{row.classDate}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{columns.location}</DataList.ItemLabel>
                <DataList.ItemValue>{row.location}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{columns.joinedAt}</DataList.ItemLabel>
                <DataList.ItemValue>{row.joinedAt}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <LeaveWaitlistButton actor={actor} row={row} />
          </Card.Footer>
        </Card.Root>
      ))}
    </Stack>
  );
}
