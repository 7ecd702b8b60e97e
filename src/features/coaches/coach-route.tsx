import { Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { useFileUrl } from '#src/config/file-url';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es';
import { readCoach, type Coach } from '#src/api/reads/catalogue';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { fullName } from '#src/domain/full-name';
import { coachJsonLd } from '#src/domain/structured-data';
import { JsonLd } from '#src/ui/json-ld';
import { ReadState } from '#src/ui/load-states';
import { StudioCalendar } from '#src/ui/calendar/studio-calendar';

/** /instructor/{id} and /coach/{id}: the coach's profile and their classes; unknown coaches go home. */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id)) return <Navigate to="/" replace />;
  return <CoachPage id={id} />;
}

function CoachPage({ id }: { id: number }) {
  const read = useRead(readCoach, { id });
  const coach = read.data;
  usePageMeta(
    coach ? { title: fullName(coach), ...(coach.short_bio ? { description: coach.short_bio } : {}) } : {},
  );
  if (read.status === 'ready' && !coach) return <Navigate to="/" replace />;
  return (
    <Container maxW="7xl" py={8}>
      <ReadState read={read} loading={es.coach.loading} failed={es.coach.loadError} />
      {coach && (
        <>
          <CoachProfile coach={coach} />
          <CoachJsonLd coach={coach} />
          <Heading as="h2" size="xl" mt={10}>
            {es.coach.schedule}
          </Heading>
          <StudioCalendar instructorId={coach.instructor_id} />
        </>
      )}
    </Container>
  );
}

function CoachProfile({ coach }: { coach: Coach }) {
  const fileUrl = useFileUrl();
  const name = fullName(coach);
  const photo = coach.file?.src ? fileUrl(coach.file.src) : null;
  return (
    <HStack align="start" gap={8} flexWrap="wrap">
      {photo && (
        <Image src={photo} alt={es.coach.photo(name)} boxSize="160px" objectFit="cover" rounded="full" />
      )}
      <Stack gap={2} flex="1" minW="240px">
        <Heading as="h1" size="3xl">
          {name}
        </Heading>
        {coach.quote && <Text fontStyle="italic">“{coach.quote}”</Text>}
        {coach.short_bio && <Text>{coach.short_bio}</Text>}
        {coach.birthdate && (
          <Text>
            {es.coach.birthday}: {dayjs.utc(coach.birthdate).format('D [de] MMMM')}
          </Text>
        )}
        {coach.music_type && (
          <Text>
            {es.coach.music}: {coach.music_type}
          </Text>
        )}
        {coach.instagram && (
          <Text>
            {es.coach.instagram}: {coach.instagram}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

function CoachJsonLd({ coach }: { coach: Coach }) {
  const fileUrl = useFileUrl();
  const { businessName } = useAppConfig();
  const origin = window.location.origin;
  const image = coach.file?.src ? new URL(fileUrl(coach.file.src), origin).href : null;
  const url = `${origin}/instructor/${coach.instructor_id}`;
  return <JsonLd data={coachJsonLd(coach, { url, image, studioName: businessName })} />;
}
