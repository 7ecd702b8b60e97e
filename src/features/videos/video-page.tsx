import { Alert, Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import type { MediaPlayerInstance } from '@vidstack/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createVideoPlayerActors } from '#machines/video-player/actors';
import { videoPlayerMachine } from '#machines/video-player/machine';
import {
  selectAttempt,
  selectAutoCompleted,
  selectCompletionBusy,
  selectIsCompleted,
  selectPlayback,
  selectResumeAt,
} from '#machines/video-player/selectors';
import type { Video, VideoProgress } from '#src/api/reads/videos';
import { useFlow } from '#src/app/use-flow';
import { coachName } from '#src/domain/coach-name';
import { safeUrl } from '#src/domain/link-url';
import { clockOf, resumePosition } from '#src/domain/video-playback';
import { es } from '#src/i18n/es';
import { showError } from '#src/ui/alerts';
import { LoadError } from '#src/ui/load-states';
import { CoachNextClass } from './coach-next-class';
import { FavoriteButton } from './favorite-button';
import { VideoPlayer } from './video-player';
import { VideoRating } from './video-rating';

const text = es.videos.video;
const actors = createVideoPlayerActors();

/** The video screen once loaded (specs §2): the player, the name, Duración and the description. */
export function VideoPage({ video, progress }: { video: Video; progress: VideoProgress | null }) {
  const playerRef = useRef<MediaPlayerInstance>(null);
  const [mirrored, setMirrored] = useState(false);
  const flow = useFlow(videoPlayerMachine, {
    actors,
    actions: { notifyCompleteFailed: () => showError(text.completeFailed) },
    input: {
      videoId: video.video_id,
      completed: video.completed === true,
      resumeAt: resumePosition(progress),
    },
    on: {
      'player.seek': ({ to }) => {
        if (playerRef.current) playerRef.current.currentTime = to;
      },
    },
  });
  useSaveWhenLeaving(flow);
  const playback = useSelector(flow, selectPlayback);
  const attempt = useSelector(flow, selectAttempt);
  const resumeAt = useSelector(flow, selectResumeAt);
  const completed = useSelector(flow, selectIsCompleted);
  const autoCompleted = useSelector(flow, selectAutoCompleted);
  const completionBusy = useSelector(flow, selectCompletionBusy);
  const coach = coachName(video.instructor);

  return (
    <Stack gap="5" data-playback={playback}>
      {playback === 'failed' ? (
        <LoadError text={text.playerFailed} onRetry={() => flow.send({ type: 'player.retry' })} />
      ) : (
        <VideoPlayer
          key={attempt}
          playerRef={playerRef}
          title={video.name}
          // The studio's addresses go through the one URL check; a refused video fails to play.
          src={safeUrl(video.url, 'media') ?? ''}
          poster={safeUrl(video.thumbnail, 'image')}
          captions={safeUrl(video.captions, 'media')}
          mirrored={mirrored}
          send={flow.send}
        />
      )}
      {resumeAt > 0 && (
        <HStack gap="3" wrap="wrap" data-testid="resume-note">
          <Text>{text.resumed(clockOf(resumeAt))}</Text>
          <Button size="xs" variant="outline" onClick={() => flow.send({ type: 'player.startOver' })}>
            {text.startOver}
          </Button>
        </HStack>
      )}
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {video.name}
        </Heading>
        <FavoriteButton videoId={video.video_id} favorite={video.favorite === 1} />
      </HStack>
      <HStack gap="6" wrap="wrap">
        {typeof video.duration === 'number' && (
          <Text>
            <strong>{text.duration}:</strong> {es.videos.card.minutes(video.duration)}
          </Text>
        )}
        {coach && (
          <Text>
            <strong>{text.coach}:</strong> {coach}
          </Text>
        )}
      </HStack>
      {video.description && <Text>{video.description}</Text>}
      <HStack gap="4" wrap="wrap">
        <Button
          variant={completed ? 'outline' : 'subtle'}
          colorPalette={completed ? 'gray' : 'green'}
          loading={completionBusy}
          onClick={() => flow.send({ type: completed ? 'completion.unmark' : 'completion.mark' })}
        >
          {completed ? text.uncomplete : text.complete}
        </Button>
        <Switch.Root checked={mirrored} onCheckedChange={(details) => setMirrored(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{text.mirror}</Switch.Label>
        </Switch.Root>
      </HStack>
      {completed && (
        <Alert.Root status="success" data-testid="completed-note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{autoCompleted ? text.autoCompleted : text.completedNote}</Alert.Title>
          </Alert.Content>
          {autoCompleted && (
            <Button size="sm" variant="outline" onClick={() => flow.send({ type: 'completion.undo' })}>
              {text.undo}
            </Button>
          )}
        </Alert.Root>
      )}
      {video.instructor && coach && (
        <CoachNextClass instructorId={video.instructor.instructor_id} coach={coach} />
      )}
      <VideoRating videoId={video.video_id} />
    </Stack>
  );
}

/**
 * The tab closed or the phone switched apps mid-play: the position is saved then too, not only
 * on pause and every few seconds.
 */
function useSaveWhenLeaving(flow: { send: (event: { type: 'progress.save' }) => void }): void {
  useEffect(() => {
    const save = () => flow.send({ type: 'progress.save' });
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [flow]);
}
