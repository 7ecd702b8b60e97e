import { Button, Center, ChakraProvider, defaultSystem, Spinner, Stack, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';

export function BootLoading() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Center minH="100vh" role="status" aria-live="polite">
        <Spinner size="lg" />
        <Text srOnly>{es.app.loading}</Text>
      </Center>
    </ChakraProvider>
  );
}

export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <Center minH="100vh" p={6}>
        <Stack gap={4} maxW="md" textAlign="center" role="alert">
          <Text>{es.app.bootError}</Text>
          <Button onClick={onRetry}>{es.app.retry}</Button>
        </Stack>
      </Center>
    </ChakraProvider>
  );
}
