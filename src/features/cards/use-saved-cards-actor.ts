import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { createSavedCardsActors } from '#machines/saved-cards/actors';
import { savedCardsMachine } from '#machines/saved-cards/machine';
import { inspect } from '#src/app/inspection';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { tokenizerPublicKey } from '#src/payments/tokenizer';
import { showError, showSuccess } from '#src/ui/alerts';

/** The saved-cards machine wired to the app: the client, the tokenizer and the alerts. */
export function useSavedCardsActor() {
  const config = useAppConfig();
  const tokenizerKey = tokenizerPublicKey(config);
  const logic = useMemo(
    () =>
      savedCardsMachine.provide({
        actors: createSavedCardsActors({ tokenizerKey }),
        actions: {
          notifyRemoved: () => showSuccess(es.cards.removed),
          notifyRemoveFailed: () => showError(es.cards.removeFailed),
          notifySaved: () => showSuccess(es.cards.saved),
        },
      }),
    [tokenizerKey],
  );
  return useActorRef(logic, { inspect });
}

export type SavedCardsActor = ReturnType<typeof useSavedCardsActor>;
