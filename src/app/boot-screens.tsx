import { Button, Center, ChakraProvider, Stack, Text } from '@chakra-ui/react';
import { createSlimSystem } from '#src/config/theme-base';
import { es } from '#src/i18n/es';

// When the studio's configuration could not be read: the app's own slim theme without its
// colours (Chakra's defaultSystem would bring the whole default theme back into the first load).
// Built only on this rare path; the start-up screen (boot-loading.tsx) needs no theme.
let plainSystem: ReturnType<typeof createSlimSystem> | undefined;
const bootSystem = () => (plainSystem ??= createSlimSystem());

export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <ChakraProvider value={bootSystem()}>
      <Center minH="100vh" p={6}>
        <Stack gap={4} maxW="md" textAlign="center" role="alert">
          <Text>{es.app.bootError}</Text>
          <Button onClick={onRetry}>{es.app.retry}</Button>
        </Stack>
      </Center>
    </ChakraProvider>
  );
}
