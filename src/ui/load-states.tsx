import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { isNetworkFailure } from '#src/api/errors';
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

interface ReadStateProps {
  read: { status: 'loading' | 'ready' | 'refreshing' | 'failed'; retry: () => void; error?: unknown };
  loading: string;
  failed: string;
  /** Say so while a refresh or another page loads too (the current data stays on screen). */
  whileRefreshing?: boolean;
}

/**
 * The loading line or the load error with retry of one read; nothing once it is ready. A read
 * that got no answer at all says it needs a connection (decision 038), with the retry.
 */
export function ReadState({ read, loading, failed, whileRefreshing = false }: ReadStateProps) {
  if (read.status === 'loading' || (whileRefreshing && read.status === 'refreshing'))
    return <LoadingLine text={loading} />;
  if (read.status === 'failed') {
    const text = isNetworkFailure(read.error) ? `${failed} ${es.pwa.offlineNeedsServer}` : failed;
    return <LoadError text={text} onRetry={read.retry} />;
  }
  return null;
}
