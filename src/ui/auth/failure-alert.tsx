import { Alert } from '@chakra-ui/react';
import type { SessionFailure } from '#machines/session/context';
import { failureMessage } from './failure-message';

/** The session's last failure as the error catalogue words it. */
export function FailureAlert({ failure }: { failure: SessionFailure | null }) {
  if (!failure) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{failureMessage(failure)}</Alert.Title>
    </Alert.Root>
  );
}
