import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useRouteError } from 'react-router-dom';
import { es } from '#src/i18n/es';
import { reportError } from './error-reporter';

const text = es.app.routeError;

/** A lazy screen's file that is gone: the app was updated since this tab loaded it. */
function isStaleBundle(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * What a screen shows instead of itself when it fails to load or render: a Spanish message, a
 * way to try again and a way back, inside the site's chrome. The error goes to the reporter.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const stale = isStaleBundle(error);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!missing) reportError(error, { where: pathname });
    heading.current?.focus();
  }, [error, missing, pathname]);
  return (
    <Container maxW="2xl" py={16} role="alert">
      <Heading as="h1" size="xl" ref={heading} tabIndex={-1}>
        {missing ? text.missingTitle : text.title}
      </Heading>
      <Text mt={3}>{stale ? text.stale : missing ? text.missing : text.body}</Text>
      <HStack mt={6} gap={3} wrap="wrap">
        {!missing && (
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {stale ? text.reload : text.retry}
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to="/">{text.home}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}
