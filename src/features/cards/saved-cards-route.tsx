import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  selectCards,
  selectConfirmingRemove,
  selectIsLoading,
  selectLoadFailed,
  selectRemoveBusy,
} from '#machines/saved-cards/selectors';
import { es } from '#src/i18n/es';
import { ConfirmDialog } from '#src/ui/confirm-dialog';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { AddCardDialog } from './add-card-dialog';
import { SavedCardList } from './saved-card-list';
import { useSavedCardsActor } from './use-saved-cards-actor';
import { PageHeader } from '#src/ui/page-header';

/** /mystudio/metodos: the customer's saved cards, with 'Agregar' and a confirmed 'Eliminar'. */
export function Component() {
  const actor = useSavedCardsActor();
  const cards = useSelector(actor, selectCards);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const confirming = useSelector(actor, selectConfirmingRemove);
  const removing = useSelector(actor, selectRemoveBusy);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'card.add' }));
  const firstLoad = loading && cards.length === 0;

  return (
    <Container maxW="3xl" py={8}>
      <PageHeader title={es.cards.title}>
        <Button
          colorPalette="brand"
          size="sm"
          disabled={!canAdd}
          onClick={() => actor.send({ type: 'card.add' })}
        >
          {es.cards.add}
        </Button>
      </PageHeader>
      <Stack gap="4">
        {firstLoad && <LoadingLine text={es.cards.loading} />}
        {failed && (
          <LoadError text={es.cards.loadError} onRetry={() => actor.send({ type: 'cards.reload' })} />
        )}
        {!firstLoad && !failed && cards.length === 0 && <Text>{es.cards.empty}</Text>}
        {cards.length > 0 && <SavedCardList actor={actor} />}
      </Stack>
      <ConfirmDialog
        open={confirming}
        busy={removing}
        confirmLabel={es.cards.remove}
        onConfirm={() => actor.send({ type: 'card.remove.confirm' })}
        onCancel={() => actor.send({ type: 'card.remove.cancel' })}
      >
        {es.cards.removeConfirm}
      </ConfirmDialog>
      <AddCardDialog actor={actor} />
    </Container>
  );
}
