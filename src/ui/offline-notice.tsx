import { Box } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { es } from '#src/i18n/es';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A discreet line at the foot of the screen while the device has no network. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <Box role="status" aria-live="polite">
      {online ? null : (
        <Box
          position="fixed"
          insetInline="0"
          bottom="0"
          zIndex="banner"
          bg="gray.800"
          color="white"
          fontSize="sm"
          textAlign="center"
          px="4"
          py="2"
        >
          {es.app.offline}
        </Box>
      )}
    </Box>
  );
}
