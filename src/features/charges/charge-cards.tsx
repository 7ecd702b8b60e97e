import { Card, Stack } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { FactList } from '#src/ui/fact-list';
import { PurchaseCardHeader } from '#src/features/purchases/purchase-card-header';
import type { ChargeRow } from './charge-rows';

/** The phone view of Mis Cargos: one card a charge, the same facts as the table. */
export function ChargeCards({ rows }: { rows: readonly ChargeRow[] }) {
  const { columns } = es.accountPages.charges;
  return (
    <Stack as="ul" hideFrom="md" data-testid="charge-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.invoiceId} size="sm">
          <PurchaseCardHeader row={row} />
          <Card.Body>
            <FactList
              facts={[
                { label: columns.order, value: row.order },
                { label: columns.date, value: row.date },
                { label: columns.amount, value: row.amount },
              ]}
            />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
