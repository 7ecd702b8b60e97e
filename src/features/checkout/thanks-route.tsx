import { Badge, Button, Card, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readPurchase, type Purchase } from '#src/api/reads/account';
import { useRead } from '#src/app/use-read';
import { selectCustomer, selectIsRestoring } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { formatMxn } from '#src/domain/money';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine, ReadState } from '#src/ui/load-states';
import { CashDetails } from './cash-details';

/** /gracias/{purchase_id}: '¡Compra exitosa!', the order number #00{purchase_id} and what was bought. */
export function Component() {
  const { purchaseId } = useParams();
  const id = Number(purchaseId);
  const restoring = useSession(selectIsRestoring);
  const customer = useSession(selectCustomer);
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Heading as="h1" size="2xl">
          {es.checkout.thanksTitle}
        </Heading>
        <Text fontSize="lg">
          {es.checkout.orderLabel}: <strong>{es.checkout.orderNumber(id)}</strong>
        </Text>
        {customer ? (
          // The purchase is the customer's: it is read once they are known, again for another one.
          <ThanksPurchase purchaseId={id} customerId={customer.customer_id} />
        ) : restoring ? (
          <LoadingLine text={es.checkout.thanksLoading} />
        ) : (
          // Someone signed out (or never signed in) cannot read the order: no endless spinner.
          <LoadError text={es.checkout.thanksLoadError} onRetry={noRetry} />
        )}
        <HStack gap={3} wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/mystudio">{es.checkout.goReserve}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/mystudio/membresias">{es.checkout.goPurchases}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

// Signed out, reading again cannot help: signing in (the header's link) reads the order.
const noRetry = () => undefined;

// The processor confirms a card or PayPal payment by its own call to the server, which may come
// a moment after the customer lands here: a pending purchase is read again a few times.
const awaitingPayment = (purchase: Purchase) => purchase.status === 'pending';

function ThanksPurchase(params: { purchaseId: number; customerId: number }) {
  const read = useRead(readPurchase, params, { settling: awaitingPayment });
  return (
    <>
      <ReadState read={read} loading={es.checkout.thanksLoading} failed={es.checkout.thanksLoadError} />
      {read.data && <PurchaseDetails purchase={read.data} />}
    </>
  );
}

function PurchaseDetails({ purchase }: { purchase: Purchase }) {
  const pending = purchase.status === 'pending';
  const status = es.checkout.statuses[purchase.status] ?? purchase.status;
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{es.checkout.thanksPackage}</DataList.ItemLabel>
            <DataList.ItemValue>{purchase.class_package?.title ?? purchase.title ?? ''}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{es.checkout.thanksStatus}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={pending ? 'orange' : 'green'}>{status}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{es.checkout.thanksTotal}</DataList.ItemLabel>
            <DataList.ItemValue>{`${formatMxn(purchase.total_payment)} ${es.checkout.currency}`}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {pending && (
          <Stack gap={3}>
            <Text>{es.checkout.thanksPending}</Text>
            {purchase.payment_method && <CashDetails method={purchase.payment_method} />}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
