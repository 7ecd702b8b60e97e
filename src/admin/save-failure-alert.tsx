import { Alert } from '@chakra-ui/react';
import { es } from '#src/i18n/es-admin';

/** The words of a save that did not go through: the server's refusal, no connection, bad input. */
export interface SaveFailureTexts {
  /** Put before the server's own message, e.g. 'No se guardó:'; without it the message stands alone. */
  saveFailed?: string;
  unavailable: string;
  /** Shown when nothing was sent because fields are marked. */
  invalid?: string;
}

/**
 * The one alert of a back-office form or dialog whose save failed: no connection, the server's 4xx
 * message after `saveFailed`, a 5xx's message with what was typed kept, or (with `invalid`) fields
 * to fix before saving. Nothing when all is well.
 */
export function SaveFailureAlert({
  failure,
  texts,
  invalid = false,
  mt,
}: {
  failure: { kind: string; message: string } | null | undefined;
  texts: SaveFailureTexts;
  invalid?: boolean;
  mt?: string;
}) {
  const message = failure
    ? failure.kind === 'unavailable' || !failure.message
      ? texts.unavailable
      : [texts.saveFailed, failure.message, failure.kind === 'server' ? es.admin.serverFailedKept : null]
          .filter(Boolean)
          .join(' ')
    : invalid
      ? texts.invalid
      : undefined;
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" mt={mt}>
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
