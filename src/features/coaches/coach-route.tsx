import { Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { useFileUrl } from '#src/config/file-url';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { StudioCalendar } from '#src/features/calendar/studio-calendar';
import { useCoach, type Coach } from './use-coach';

/** /instructor/{id} and /coach/{id}: the coach's profile and their classes; unknown coaches go home. */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id)) return <Navigate to="/" replace />;
  return <CoachPage id={id} />;
}

function CoachPage({ id }: { id: number }) {
  const state = useCoach(id);
  if (state.status === 'notFound') return <Navigate to="/" replace />;
  return (
    <Container maxW="7xl" py={8}>
      {state.status === 'loading' && <LoadingLine text={es.coach.loading} />}
      {state.status === 'error' && <LoadError text={es.coach.loadError} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          <CoachProfile coach={state.coach} />
          <Heading as="h2" size="xl" mt={10}>
            {es.coach.schedule}
          </Heading>
          <StudioCalendar instructorId={state.coach.instructor_id} />
        </>
      )}
    </Container>
  );
}

function CoachProfile({ coach }: { coach: Coach }) {
  const fileUrl = useFileUrl();
  const name = [coach.name, coach.last_name].filter(Boolean).join(' ');
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
