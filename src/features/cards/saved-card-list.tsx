import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { SavedCard } from '#machines/saved-cards/machine';
import { selectCards, selectRemovingId } from '#machines/saved-cards/selectors';
import { savedCardType } from '#src/domain/card-brand';
import { es } from '#src/i18n/es';
import { CardBrandImage } from './card-brand-image';
import type { SavedCardsActor } from './use-saved-cards-actor';

/** One card: its brand mark, its last digits and 'Eliminar' (enabled when the machine takes it). */
function SavedCardRow({ actor, card }: { actor: SavedCardsActor; card: SavedCard }) {
  const event = { type: 'card.remove', paymentSourceId: card.payment_source_id } as const;
  const canRemove = useSelector(actor, (s) => s.can(event));
  const removing = useSelector(actor, selectRemovingId) === card.payment_source_id;
  const type = savedCardType(card.card_type);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <HStack gap="4" justify="space-between" wrap="wrap">
          <HStack gap="4">
            <CardBrandImage type={type} />
            <Text fontWeight="semibold">{es.cards.endingIn(card.last_digits)}</Text>
          </HStack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={es.cards.removeLabel(es.cards.brand[type], card.last_digits)}
            disabled={!canRemove}
            loading={removing}
            onClick={() => actor.send(event)}
          >
            {es.cards.remove}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function SavedCardList({ actor }: { actor: SavedCardsActor }) {
  const cards = useSelector(actor, selectCards);
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="saved-cards">
      {cards.map((card) => (
        <SavedCardRow key={card.payment_source_id} actor={actor} card={card} />
      ))}
    </Stack>
  );
}
