import { Card, Stack } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { FactList } from '#src/ui/fact-list';
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
            <FactList
              facts={[
                { label: columns.date, value: row.classDate, valueProps: { textTransform: 'capitalize' } },
                { label: columns.location, value: row.location },
                { label: columns.joinedAt, value: row.joinedAt },
              ]}
            />
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <LeaveWaitlistButton actor={actor} row={row} />
          </Card.Footer>
        </Card.Root>
      ))}
    </Stack>
  );
}
