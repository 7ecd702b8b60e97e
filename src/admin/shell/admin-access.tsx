import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectIsRestoring, selectIsStaff } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { returnQuery } from '#src/domain/return-path';
import { es } from '#src/i18n/es-admin';
import { LoadingLine } from '#src/ui/load-states';

/** A visitor logs in and comes back; a customer reads that this is not for them; staff enter. */
export function AdminAccess({ children }: { children: ReactNode }) {
  const restoring = useSession(selectIsRestoring);
  const signedIn = useSession(selectIsAuthenticated);
  const staff = useSession(selectIsStaff);
  const location = useLocation();
  if (restoring)
    return (
      <Container py="10">
        <LoadingLine text={es.admin.checking} />
      </Container>
    );
  if (!signedIn)
    return <Navigate to={`/entrar${returnQuery(location.pathname + location.search)}`} replace />;
  if (!staff) return <NoAccess text={es.admin.noAccess} />;
  return <>{children}</>;
}

/** 'Sin acceso': for a customer at the door, and for any 403 the server answers inside. */
export function NoAccess({ text }: { text: string }) {
  return (
    <Container as="main" maxW="xl" py="12">
      <Stack gap="4" role="alert">
        <Heading as="h1" size="xl">
          {es.admin.noAccessTitle}
        </Heading>
        <Text>{text}</Text>
        <Button asChild alignSelf="flex-start" colorPalette="brand">
          <RouterLink to="/">{es.admin.backToSite}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
