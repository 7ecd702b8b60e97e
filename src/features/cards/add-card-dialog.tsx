import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { SaveCardFailure } from '#machines/saved-cards/machine';
import {
  selectFieldErrors,
  selectFormOpen,
  selectSaveFailure,
  selectSaving,
} from '#machines/saved-cards/selectors';
import { appNow } from '#src/domain/app-clock';
import type { CardEntry } from '#src/domain/card-entry';
import { es } from '#src/i18n/es';
import { CardFields, EMPTY_CARD } from './card-fields';
import type { SavedCardsActor } from './use-saved-cards-actor';
import { stayOpenOnFocusOutside } from '#src/ui/dialog-focus';

function failureText(failure: SaveCardFailure | null): string | null {
  if (!failure || failure.kind === 'invalidNumber') return null;
  return failure.message ?? es.cards.saveFailed;
}

/** The form the values live in: a refused card keeps everything typed; closing starts afresh. */
function AddCardForm({ actor, formId }: { actor: SavedCardsActor; formId: string }) {
  const [card, setCard] = useState<CardEntry>(EMPTY_CARD);
  const errors = useSelector(actor, selectFieldErrors);
  const failure = failureText(useSelector(actor, selectSaveFailure));
  const saving = useSelector(actor, selectSaving);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'card.save', entry: card, now: appNow() });
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      {failure && (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      )}
      <CardFields
        values={card}
        errors={errors}
        disabled={saving}
        onChange={(next, field) => {
          setCard(next);
          actor.send({ type: 'card.edit', field });
        }}
      />
    </form>
  );
}

/** 'Agregar': the card form in a dialog; 'Guardar tarjeta' tokenizes and saves it. */
export function AddCardDialog({ actor }: { actor: SavedCardsActor }) {
  const open = useSelector(actor, selectFormOpen);
  const saving = useSelector(actor, selectSaving);
  const formId = useId();
  const close = () => actor.send({ type: 'card.add.cancel' });
  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!saving}
      onOpenChange={(details) => !details.open && close()}
      onFocusOutside={stayOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{es.cards.addTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <AddCardForm actor={actor} formId={formId} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={saving}>
                {es.cards.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={saving}>
                {es.cards.save}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={es.cards.close} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
