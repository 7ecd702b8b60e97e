import { Card, Stack } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { FactList } from '#src/ui/fact-list';
import type { CreditColumns, CreditRow } from './credit-rows';

/** The phone view of Mis Créditos: one card a credits row, the same facts as the table. */
export function CreditCards({ rows, columns }: { rows: readonly CreditRow[]; columns: CreditColumns }) {
  const headers = es.accountPages.credits.columns;
  return (
    <Stack as="ul" hideFrom="md" data-testid="credit-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.key} size="sm">
          <Card.Body>
            <FactList
              facts={[
                columns.classType && { label: headers.classType, value: row.classTypes },
                columns.schedules && { label: headers.schedules, value: row.schedules },
                { label: headers.credits, value: row.credits, valueProps: { fontWeight: 'semibold' } },
                { label: headers.expiry, value: row.expiry },
              ]}
            />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
