import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { createProfileActors } from '#machines/profile/actors';
import { profileMachine } from '#machines/profile/machine';
import { inspect } from '#src/app/inspection';
import { useSessionActor } from '#src/app/session-context';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';

/** The profile card's machine wired to the API, the session's customer reload and the alerts. */
export function useProfileActor(customerId: number) {
  const config = useAppConfig();
  const session = useSessionActor();
  const logic = useMemo(
    () =>
      profileMachine.provide({
        actors: createProfileActors(customerId, config.raw.files_location, session),
        actions: {
          notifySaved: () => showSuccess(es.profile.saved),
          notifyFailure: (_, failure) => showError(failure.message),
        },
      }),
    [customerId, config.raw.files_location, session],
  );
  return useActorRef(logic, { inspect });
}

export type ProfileActor = ReturnType<typeof useProfileActor>;
