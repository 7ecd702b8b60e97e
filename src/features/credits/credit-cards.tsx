import { Card, DataList, Stack } from '@chakra-ui/react';
import { es } from '../../i18n/es';
import type { CreditColumns, CreditRow } from './credit-rows';

/** The phone view of Mis Créditos: one card a credits row, the same facts as the table. */
export function CreditCards({ rows, columns }: { rows: readonly CreditRow[]; columns: CreditColumns }) {
  const headers = es.accountPages.credits.columns;
  return (
    <Stack as="ul" hideFrom="md" data-testid="credit-cards" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.key} size="sm">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              {columns.classType && (
                <DataList.Item>
                  <DataList.ItemLabel>{headers.classType}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.classTypes}</DataList.ItemValue>
                </DataList.Item>
              )}
              {columns.schedules && (
                <DataList.Item>
                  <DataList.ItemLabel>{headers.schedules}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.schedules}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>{headers.credits}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{row.credits}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{headers.expiry}</DataList.ItemLabel>
                <DataList.ItemValue>{row.expiry}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
