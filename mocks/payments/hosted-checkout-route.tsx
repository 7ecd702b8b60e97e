import { Box, Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatMxn } from '#src/domain/money';
import { hostedPurchase } from './hosted-checkout';
import { HostedCheckoutForm } from './hosted-checkout-form';
import { hostedCheckoutText as text } from './provider-strings';

/**
 * /__mock/stripe-checkout/{purchase_id}: stands in for Stripe's hosted checkout page in session
 * mode (mock builds only, see src/payments/mock-routes.ts). It reads the purchase straight from
 * the mock database, as Stripe's page knows its own session.
 */
export function Component() {
  const purchaseId = Number(useParams().purchaseId);
  const purchase = useMemo(() => hostedPurchase(purchaseId), [purchaseId]);

  return (
    <Box as="main" minH="100vh" bg="gray.50" py={{ base: 6, md: 12 }}>
      <Container maxW="md">
        <Card.Root>
          <Card.Body gap="5">
            <Heading as="h1" size="xl">
              {text.title}
            </Heading>
            {!purchase && <Text role="alert">{text.notFound}</Text>}
            {purchase && (
              <Stack gap="1">
                <Text color="fg.muted">{text.order(purchase.purchase_id)}</Text>
                <Text fontWeight="semibold">{purchase.title}</Text>
                <Text>
                  {text.total}:{' '}
                  <Text as="strong" fontSize="2xl" data-testid="hosted-total">
                    {formatMxn(purchase.total)}
                  </Text>
                </Text>
              </Stack>
            )}
            {purchase && !purchase.pending && <Text role="alert">{text.notPending}</Text>}
            {purchase?.pending && (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {text.testMode}
                </Text>
                <HostedCheckoutForm purchase={purchase} />
              </>
            )}
            {(!purchase || !purchase.pending) && (
              <Button asChild variant="outline" alignSelf="flex-start">
                <RouterLink to={purchase?.class_package_id ? `/checkout/${purchase.class_package_id}` : '/'}>
                  {text.back}
                </RouterLink>
              </Button>
            )}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
