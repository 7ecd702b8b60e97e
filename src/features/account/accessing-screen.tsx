import { Box, Center, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectServerFailed } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';

/** The specs: the way out to /entrar appears only after 30 seconds of 'Accediendo'. */
export const ACCESSING_LINK_DELAY_MS = 30_000;

export function AccessingScreen() {
  const config = useAppConfig();
  // The studio's server failed while her session was restored: it is tried again, and she is told why.
  const serverFailed = useSession(selectServerFailed);
  const [showLink, setShowLink] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowLink(true), ACCESSING_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const background = config.raw.bg_loading;
  return (
    <Box
      as="main"
      minH="100vh"
      bgImage={background ? `url("${background}")` : undefined}
      bgSize="cover"
      bgPos="center"
    >
      <Center minH="100vh" bg="blackAlpha.600" color="white">
        <Stack align="center" gap={4} role="status" aria-live="polite">
          <Spinner size="xl" />
          <Text as="h1" fontSize="2xl" fontWeight="bold">
            {es.auth.accessing}
          </Text>
          {serverFailed && (
            <Text maxW="md" textAlign="center" px={4}>
              {es.pwa.serverRestoring}
            </Text>
          )}
          {showLink && (
            <Link asChild color="white" textDecoration="underline">
              <RouterLink to="/entrar">{es.auth.accessingLink}</RouterLink>
            </Link>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
