import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectPackage, selectPricing } from '#machines/checkout/selectors';
import { formatMxn, roundMoney } from '#src/domain/money';
import { es } from '#src/i18n/es';
import type { CheckoutActor } from './use-checkout-actor';

const mxn = (amount: number) => `${formatMxn(amount)} ${es.checkout.currency}`;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** The package and what it costs: price, offer price, the applied code and the total (MXN). */
export function PackageSummary({ actor }: { actor: CheckoutActor }) {
  const pkg = useSelector(actor, selectPackage);
  const pricing = useSelector(actor, selectPricing);
  if (!pkg || !pricing) return null;
  const onSale = pricing.salePrice !== null && pricing.salePrice !== pricing.price;
  return (
    <Card.Root as="section" aria-labelledby="checkout-summary">
      <Card.Body gap={4}>
        <Heading as="h2" size="lg" id="checkout-summary">
          {es.checkout.summary}
        </Heading>
        {pkg.short_description && <Text color="fg.muted">{pkg.short_description}</Text>}
        <Stack gap={1} color="fg.muted" fontSize="sm">
          <Text>{es.checkout.credits(pkg.class_amount)}</Text>
        </Stack>
        <Stack gap={2}>
          {onSale ? (
            <>
              <HStack justify="space-between">
                <Text>{es.checkout.price}</Text>
                <Text as="s" aria-label={es.checkout.regularPrice(mxn(pricing.price))}>
                  {mxn(pricing.price)}
                </Text>
              </HStack>
              <Line label={es.checkout.salePrice} value={mxn(pricing.salePrice ?? pricing.price)} />
            </>
          ) : (
            <Line label={es.checkout.price} value={mxn(pricing.price)} />
          )}
          {pricing.discountCode && (
            <Line
              label={es.checkout.discountApplied(pricing.discountCode)}
              value={`−${mxn(roundMoney(pricing.listed - pricing.total))}`}
            />
          )}
          <Line label={es.checkout.total} value={mxn(pricing.total)} strong />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
