import { useMemo } from 'react';
import { createProfileActors } from '#machines/profile/actors';
import { profileMachine } from '#machines/profile/machine';
import { useSessionActor } from '#src/app/session-context';
import { useFlow } from '#src/app/use-flow';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';

/** The profile card's machine wired to the API, the session's customer reload and the alerts. */
export function useProfileActor(customerId: number) {
  const filesLocation = useAppConfig().raw.files_location;
  const session = useSessionActor();
  const actors = useMemo(
    () => createProfileActors(customerId, filesLocation, session),
    [customerId, filesLocation, session],
  );
  return useFlow(profileMachine, {
    actors,
    actions: {
      notifySaved: () => showSuccess(es.profile.saved),
      notifyFailure: (_, failure) => showError(failure.message),
    },
  });
}

export type ProfileActor = ReturnType<typeof useProfileActor>;
