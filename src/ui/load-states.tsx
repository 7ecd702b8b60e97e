import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';

/** What a screen shows while its data loads: a spinner that says what it waits for. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** A failed load ends here, with a way to try again: never a spinner forever. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description>{text}</Alert.Description>
        <Button size="sm" alignSelf="flex-start" onClick={onRetry}>
          {es.app.retry}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
