import { Alert, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectExpired } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { returnQuery } from '#src/domain/return-path';
import { checkoutPath } from './checkout-settings';

/**
 * §2: payment choices are for logged-in customers; logging in brings the visitor back here. A
 * session the server ended while paying lands here too (checkout is public, so no redirect to
 * /entrar): it says why, as the login screen does, instead of silently swapping the form.
 */
export function VisitorPrompt({ classPackageId }: { classPackageId: number }) {
  const back = returnQuery(checkoutPath(classPackageId));
  const expired = useSession(selectExpired);
  return (
    <Card.Root>
      <Card.Body gap={3}>
        {expired && (
          <Alert.Root status="info" role="alert">
            <Alert.Indicator />
            <Alert.Title>{es.identity.sessionExpired}</Alert.Title>
          </Alert.Root>
        )}
        <Heading as="h2" size="lg">
          {es.checkout.visitorTitle}
        </Heading>
        <Text>{es.checkout.visitorText}</Text>
        <HStack gap={3} wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={`/entrar${back}`}>{es.checkout.visitorLogin}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={`/registro${back}`}>{es.checkout.visitorSignup}</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
