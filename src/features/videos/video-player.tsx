import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { Box } from '@chakra-ui/react';
import {
  isHLSProvider,
  MediaPlayer,
  MediaProvider,
  Track,
  type MediaPlayerInstance,
  type MediaProviderAdapter,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import type { Ref } from 'react';
import type { VideoPlayerEvent } from '#machines/video-player/events';
import { es } from '#src/i18n/es';

/**
 * hls.js (its light build: captions come as a WebVTT track, not inside the stream) from our own
 * bundle, never vidstack's default CDN copy: QA and offline use keep working,
 * and the library is fetched only when an HLS source plays (a dynamic import, its own chunk).
 */
function loadLocalHls(provider: MediaProviderAdapter | null) {
  if (isHLSProvider(provider)) provider.library = () => import('hls.js/light');
}

interface VideoPlayerProps {
  playerRef: Ref<MediaPlayerInstance>;
  title: string;
  src: string;
  poster: string | null;
  captions: string | null;
  mirrored: boolean;
  send: (event: VideoPlayerEvent) => void;
}

/**
 * Vidstack's accessible player (keyboard shortcuts when focused: space/k play, ←/→ seek, ↑/↓
 * volume, f fullscreen, c captions, m mute) for MP4, HLS, YouTube and Vimeo URLs. It only
 * reports what happens; the video-player machine decides what that means.
 */
export function VideoPlayer({ playerRef, title, src, poster, captions, mirrored, send }: VideoPlayerProps) {
  return (
    <Box
      borderRadius="md"
      overflow="hidden"
      bg="black"
      data-testid="video-player"
      data-mirrored={mirrored}
      css={{ '& video, & iframe': { transform: mirrored ? 'scaleX(-1)' : 'none' } }}
    >
      <MediaPlayer
        ref={playerRef}
        title={title}
        src={src}
        poster={poster ?? undefined}
        playsInline
        // The library holds recorded classes only. Left to find out, the player waited for hls.js
        // to report the stream's type, and when that report was missed (a busy phone, 1 load in
        // 3 on a loaded test machine) it showed a buffering ring and no controls at all.
        streamType="on-demand"
        crossOrigin
        keyTarget="player"
        ariaLabel={es.videos.video.playerLabel(title)}
        onProviderChange={loadLocalHls}
        onCanPlay={(detail) =>
          send({ type: 'media.ready', duration: Number.isFinite(detail.duration) ? detail.duration : null })
        }
        onPlay={() => send({ type: 'media.play' })}
        onPause={() => send({ type: 'media.pause' })}
        onEnded={() => send({ type: 'media.ended' })}
        onError={() => send({ type: 'media.error' })}
        onTimeUpdate={(detail, nativeEvent) => {
          const duration = nativeEvent.target.state.duration;
          send({
            type: 'media.time',
            position: detail.currentTime,
            duration: Number.isFinite(duration) && duration > 0 ? duration : null,
          });
        }}
      >
        <MediaProvider />
        {captions && (
          <Track src={captions} kind="subtitles" label={es.videos.video.captions} lang="es" default />
        )}
        <DefaultVideoLayout icons={defaultLayoutIcons} translations={es.videos.playerWords} />
      </MediaPlayer>
    </Box>
  );
}
