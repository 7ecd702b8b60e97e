import { Badge, Box, Card, HStack, Image, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Video } from '#src/api/reads/videos';
import { coachName } from '#src/domain/coach-name';
import { safeUrl } from '#src/domain/link-url';
import { cutVideoDescription, cutVideoTitle } from '#src/domain/video-card';
import { es } from '#src/i18n/es';

const text = es.videos.card;

/**
 * A video in the library: thumbnail, title cut at 35, description at 60, duration, coach and
 * the favorite and completed marks. The whole card opens the video; the full name is its label.
 */
export function VideoCard({ video, featured = false }: { video: Video; featured?: boolean }) {
  const coach = coachName(video.instructor);
  return (
    <Card.Root
      as="article"
      position="relative"
      overflow="hidden"
      size="sm"
      data-testid={featured ? 'featured-video' : 'video-card'}
      flexDirection={featured ? { base: 'column', md: 'row' } : 'column'}
      _hover={{ shadow: 'md' }}
    >
      <Box position="relative" flexShrink={0} w={featured ? { base: 'full', md: '50%' } : 'full'}>
        <Image
          src={safeUrl(video.thumbnail, 'image') ?? undefined}
          alt=""
          aspectRatio={16 / 9}
          w="full"
          objectFit="cover"
          bg="gray.200"
        />
        <HStack position="absolute" top="2" insetStart="2" gap="1">
          {video.favorite === 1 && (
            <Badge bg="red.700" color="white">
              ♥ {text.favorite}
            </Badge>
          )}
          {video.completed && (
            <Badge bg="green.700" color="white">
              ✓ {text.completed}
            </Badge>
          )}
        </HStack>
      </Box>
      <Card.Body gap="1">
        <Card.Title as={featured ? 'h2' : 'h3'} fontSize={featured ? 'xl' : 'md'}>
          <LinkOverlay asChild>
            <RouterLink to={`/mystudio/video/${video.video_id}`} aria-label={text.open(video.name)}>
              {cutVideoTitle(video.name)}
            </RouterLink>
          </LinkOverlay>
        </Card.Title>
        {video.description && (
          <Text fontSize="sm" color="fg.muted">
            {cutVideoDescription(video.description)}
          </Text>
        )}
        <Stack direction="row" gap="3" fontSize="sm" mt="auto" pt="1" wrap="wrap">
          {typeof video.duration === 'number' && <Text>{text.minutes(video.duration)}</Text>}
          {coach && <Text>{text.coach(coach)}</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
