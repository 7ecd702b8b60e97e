import { useMemo } from 'react';
import { createSavedCardsActors } from '#machines/saved-cards/actors';
import { savedCardsMachine } from '#machines/saved-cards/machine';
import { useFlow } from '#src/app/use-flow';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { tokenizerPublicKey } from '#src/payments/tokenizer';
import { showError, showSuccess } from '#src/ui/alerts';

/** The saved-cards machine wired to the app: the client, the tokenizer and the alerts. */
export function useSavedCardsActor() {
  const tokenizerKey = tokenizerPublicKey(useAppConfig());
  const actors = useMemo(() => createSavedCardsActors({ tokenizerKey }), [tokenizerKey]);
  return useFlow(savedCardsMachine, {
    actors,
    actions: {
      notifyRemoved: () => showSuccess(es.cards.removed),
      notifyRemoveFailed: () => showError(es.cards.removeFailed),
      notifySaved: () => showSuccess(es.cards.saved),
    },
  });
}

export type SavedCardsActor = ReturnType<typeof useSavedCardsActor>;
