import type { Instructor } from '#src/api/entities';
import { Card, Center, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readHomeInstructors } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { useFileUrl } from '#src/config/file-url';
import { initialsOf } from '#src/domain/initials';
import { fullName } from '#src/domain/structured-data';
import { es } from '#src/i18n/es';
import { SiteImage } from '#src/ui/site-image';
import { CardGrid } from '#src/ui/card-grid';
import { LandingSection } from './landing-section';

/** The coaches the studio puts on its home page, each leading to their profile. */
export function CoachesSection({ id }: { id: string }) {
  const read = useRead(readHomeInstructors, undefined);
  return (
    <LandingSection
      id={id}
      title={es.site.coaches}
      read={read}
      loading={es.site.coachesLoading}
      failed={es.site.coachesError}
    >
      {(coaches) => (
        <CardGrid items={coaches} keyOf={(coach) => coach.instructor_id} columns={{ base: 2, md: 4 }}>
          {(coach) => <CoachCard coach={coach} />}
        </CardGrid>
      )}
    </LandingSection>
  );
}

function CoachCard({ coach }: { coach: Instructor }) {
  const fileUrl = useFileUrl();
  const name = fullName(coach);
  const photo = coach.file?.src ? fileUrl(coach.file.src) : null;
  return (
    <Card.Root as="article" h="full" position="relative" alignItems="center" textAlign="center" p={4} gap={3}>
      {photo ? (
        <SiteImage
          src={photo}
          alt={es.site.coachPhoto(name)}
          width={160}
          height={160}
          boxSize="28"
          rounded="full"
          objectFit="cover"
        />
      ) : (
        // Initials in the studio's colours, without Chakra's Avatar: its Zag machine (only there
        // to watch a photo load) made the landing chunk every visitor preloads twice as big.
        <Center
          boxSize="16"
          rounded="full"
          bg="brand.muted"
          color="brand.fg"
          fontSize="xl"
          fontWeight="medium"
          aria-hidden="true"
        >
          {initialsOf(name)}
        </Center>
      )}
      <Card.Title as="h3" fontSize="md">
        <LinkOverlay asChild>
          <RouterLink to={`/instructor/${coach.instructor_id}`}>{name}</RouterLink>
        </LinkOverlay>
      </Card.Title>
      {coach.quote && (
        <Text color="fg.muted" fontSize="sm" fontStyle="italic" lineClamp={2}>
          “{coach.quote}”
        </Text>
      )}
    </Card.Root>
  );
}
