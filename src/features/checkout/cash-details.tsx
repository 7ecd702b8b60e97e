import type { PaymentMethod } from '#src/api/entities';
import { Box, Card, DataList } from '@chakra-ui/react';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { SafeHtml } from '#src/ui/safe-html';

/**
 * §2 cash: the payment method's instructions (studio HTML, sanitised) and the bank details the
 * studio configured (cash_bank_name, cash_bank_card, cash_account_number, cash_account_name).
 */
export function CashDetails({ method }: { method: Pick<PaymentMethod, 'instructions'> | null | undefined }) {
  const { raw } = useAppConfig();
  const rows = [
    [es.checkout.cashBank, raw.cash_bank_name],
    [es.checkout.cashCard, raw.cash_bank_card],
    [es.checkout.cashAccountNumber, raw.cash_account_number],
    [es.checkout.cashAccountName, raw.cash_account_name],
  ].filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  return (
    <Card.Root variant="subtle">
      <Card.Body gap={3}>
        {method?.instructions && <SafeHtml html={method.instructions} />}
        {rows.length > 0 && (
          <DataList.Root orientation="horizontal" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Box as="span" fontFamily={label === es.checkout.cashAccountName ? undefined : 'mono'}>
                    {value}
                  </Box>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
