import { Button, Card, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { createVideoRatingActors } from '#machines/video-rating/actors';
import { videoRatingMachine } from '#machines/video-rating/machine';
import {
  selectComment,
  selectFailure,
  selectIsSending,
  selectMissingStars,
  selectStars,
} from '#machines/video-rating/selectors';
import { useFlow } from '#src/app/use-flow';
import { es } from '#src/i18n/es';
import { showSuccess } from '#src/ui/alerts';
import { StarRating } from '#src/ui/star-rating';

const text = es.videos.rating;
const actors = createVideoRatingActors();

/** Califica este video: stars and an optional comment (POST /videos/rating, decision 016). */
export function VideoRating({ videoId }: { videoId: number }) {
  const flow = useFlow(videoRatingMachine, {
    actors,
    actions: { notifySent: () => showSuccess(text.sent) },
    input: { videoId },
  });
  const stars = useSelector(flow, selectStars);
  const comment = useSelector(flow, selectComment);
  const missing = useSelector(flow, selectMissingStars);
  const failure = useSelector(flow, selectFailure);
  const sending = useSelector(flow, selectIsSending);
  const errorId = useId();
  return (
    <Card.Root as="section" aria-label={text.title} size="sm">
      <Card.Body>
        <Stack
          as="form"
          gap="3"
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'rating.submit' });
          }}
        >
          <Text fontWeight="semibold" fontSize="lg">
            {text.title}
          </Text>
          <StarRating
            label={text.stars}
            name={`video-${videoId}-stars`}
            value={stars}
            onChange={(value) => flow.send({ type: 'rating.stars', stars: value })}
            disabled={sending}
            errorId={missing ? errorId : undefined}
          />
          {missing && (
            <Text id={errorId} color="fg.error" fontSize="sm">
              {text.missingStars}
            </Text>
          )}
          <Field.Root>
            <Field.Label>{text.comment}</Field.Label>
            <Textarea
              value={comment}
              onChange={(event) => flow.send({ type: 'rating.comment', comment: event.target.value })}
            />
          </Field.Root>
          {failure && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {failure.message || text.failed}
            </Text>
          )}
          <Button type="submit" alignSelf="flex-start" loading={sending}>
            {text.send}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
