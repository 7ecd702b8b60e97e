import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { createFavoriteActors } from '#machines/favorite/actors';
import { favoriteMachine } from '#machines/favorite/machine';
import { selectIsFavorite, selectIsSaving } from '#machines/favorite/selectors';
import { useFlow } from '#src/app/use-flow';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';

const text = es.videos.video;
const actors = createFavoriteActors();

/** The favorite mark: it flips at once, and flips back (with an alert) if the call fails. */
export function FavoriteButton({ videoId, favorite }: { videoId: number; favorite: boolean }) {
  const flow = useFlow(favoriteMachine, {
    actors,
    actions: {
      notifyAdded: () => showSuccess(text.favoriteAdded),
      notifyRemoved: () => showSuccess(text.favoriteRemoved),
      notifyFailed: () => showError(text.favoriteFailed),
    },
    input: { videoId, favorite },
  });
  const on = useSelector(flow, selectIsFavorite);
  const saving = useSelector(flow, selectIsSaving);
  return (
    <Button
      variant={on ? 'solid' : 'outline'}
      colorPalette="red"
      // Solid's hover (red at 90 %) gives white text 4.3:1; a darker red keeps AA under the pointer.
      _hover={on ? { bg: 'red.700' } : undefined}
      aria-pressed={on}
      aria-busy={saving}
      onClick={() => {
        if (flow.getSnapshot().can({ type: 'favorite.toggle' })) flow.send({ type: 'favorite.toggle' });
      }}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> {es.videos.card.favorite}
    </Button>
  );
}
