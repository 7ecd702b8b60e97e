import { Alert } from '@chakra-ui/react';
import { selectIsUnverified, selectOfflineSavedAt, selectServerFailed } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { useAppConfig } from '#src/config/app-config-context';
import { studioTime } from '#src/domain/dates';
import { es } from '#src/i18n/es';

/** The same format as the saved passes' notice: weekday, day, month and time on the studio's clock. */
const SAVED_AT_FORMAT = 'ddd DD MMM, HH:mm';

/**
 * At the top of the account area while the session started from the device's copy of the
 * customer (decision 038): whose data this is, when it was saved, that it is not verified, and
 * why: no signal, or the studio's server failing.
 */
export function OfflineSessionNotice() {
  const unverified = useSession(selectIsUnverified);
  const savedAt = useSession(selectOfflineSavedAt);
  const serverFailed = useSession(selectServerFailed);
  const { timezoneOffset } = useAppConfig();
  if (!unverified || !savedAt) return null;
  const text = es.pwa;
  const when = studioTime(savedAt, timezoneOffset).format(SAVED_AT_FORMAT);
  return (
    <Alert.Root status="warning" role="status" borderRadius="0" data-testid="offline-session-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{serverFailed ? text.serverSessionTitle : text.offlineSessionTitle}</Alert.Title>
        <Alert.Description>
          {serverFailed ? text.serverSessionBody(when) : text.offlineSessionBody(when)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
