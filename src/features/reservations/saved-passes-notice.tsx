import { Alert } from '@chakra-ui/react';
import { studioTime } from '#src/domain/dates';
import { es } from '#src/i18n/es';
import { RESERVATION_DATE_FORMAT } from './reservation-rows';

/**
 * Above a saved copy of the passes: it is not the current list, and when it was last updated
 * (on the studio's clock, like every time on screen).
 */
export function SavedPassesNotice({ savedAt, offsetHours }: { savedAt: string; offsetHours: number }) {
  const text = es.pwa;
  return (
    <Alert.Root status="warning" role="status" mb="4" data-testid="saved-passes-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text.savedPassesTitle}</Alert.Title>
        <Alert.Description>
          {text.savedPassesUpdated(studioTime(savedAt, offsetHours).format(RESERVATION_DATE_FORMAT))}{' '}
          {text.savedPassesCaveat}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
