import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { reportError } from '#src/app/error-reporter';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { useInstallOffer, watchInstallOffer } from './install-offer';
import { registerServiceWorker, useWaitingUpdate } from './service-worker';
import { publishStudioManifest } from './studio-manifest';

// A constant: only the live build has a service worker and a manifest (mock builds leave the
// scope to MSW's worker), so none of this reaches a mock bundle's start-up.
const LIVE = import.meta.env.VITE_MOCKS !== 'true' && !import.meta.env.DEV;

let watching = false;

/**
 * The installable app beside every screen: in the live build it registers the service worker
 * and publishes the studio's manifest; everywhere it offers 'Instalar app' at the right moment
 * and says when a new version is ready.
 */
export function InstallableApp() {
  const config = useAppConfig();
  useEffect(() => {
    if (!watching) {
      watching = true;
      watchInstallOffer();
    }
  }, []);
  useEffect(() => {
    if (!LIVE) return;
    registerServiceWorker()
      .then(() => publishStudioManifest(config))
      .catch((error: unknown) => reportError(error, { where: 'service-worker' }));
  }, [config]);
  return (
    <Stack position="fixed" insetInlineEnd="4" bottom="14" zIndex="toast" gap="3" maxW="sm" ms="4">
      <UpdateNotice />
      <InstallOffer />
    </Stack>
  );
}

function Card({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      p="4"
    >
      {children}
    </Box>
  );
}

/** "Hay una nueva versión de la app." with "Actualizar", while a new version waits. */
export function UpdateNotice() {
  const update = useWaitingUpdate();
  const text = es.pwa;
  return (
    <Box role="status" aria-live="polite">
      {update && (
        <Card label={text.updateReady}>
          <HStack justify="space-between" gap="4">
            <Text>{text.updateReady}</Text>
            <Button size="sm" colorPalette="brand" onClick={update}>
              {text.update}
            </Button>
          </HStack>
        </Card>
      )}
    </Box>
  );
}

function InstallOffer() {
  const { shown, install, dismiss } = useInstallOffer();
  const text = es.pwa;
  if (!shown) return null;
  return (
    <Card label={text.installTitle}>
      <Stack gap="3">
        <Text fontWeight="semibold">{text.installTitle}</Text>
        <Text fontSize="sm">{text.installBody}</Text>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {text.installLater}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={install}>
            {text.install}
          </Button>
        </HStack>
      </Stack>
    </Card>
  );
}
