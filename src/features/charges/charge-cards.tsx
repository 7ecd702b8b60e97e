import { Card, DataList, HStack, Stack } from '@chakra-ui/react';
import { es } from '../../i18n/es';
import { StatusBadge } from '../../ui/status-badge';
import type { ChargeRow } from './charge-rows';

/** The phone view of Mis Cargos: one card a charge, the same facts as the table. */
export function ChargeCards({ rows }: { rows: readonly ChargeRow[] }) {
  const { columns } = es.accountPages.charges;
  return (
    <Stack as="ul" hideFrom="md" data-testid="charge-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.invoiceId} size="sm">
          <Card.Header>
            <HStack justify="space-between" align="flex-start" gap="3">
              <Card.Title as="h2">{row.title}</Card.Title>
              <StatusBadge tone={row.status.tone}>{row.statusText}</StatusBadge>
            </HStack>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{columns.order}</DataList.ItemLabel>
                <DataList.ItemValue>{row.order}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{columns.date}</DataList.ItemLabel>
                <DataList.ItemValue>{row.date}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{columns.amount}</DataList.ItemLabel>
                <DataList.ItemValue>{row.amount}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
