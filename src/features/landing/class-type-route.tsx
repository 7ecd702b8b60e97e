import type { ClassType, ScheduleDay } from '#src/api/entities';
import { Box, Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readClassTypeDays, readClassTypes } from '#src/api/reads/public-site';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { appNow } from '#src/domain/app-clock';
import { addDays, studioDay } from '#src/domain/calendar-week';
import { NEXT_CLASSES_DAYS } from '#src/domain/public-site';
import { fullName } from '#src/domain/full-name';
import { es } from '#src/i18n/es';
import { dayNumber, weekdayName } from '#src/ui/calendar/calendar-dates';
import { DayClasses } from '#src/ui/calendar/day-classes';
import { useCardBindings } from '#src/ui/calendar/use-card-bindings';
import { ClassEventsJsonLd } from '#src/ui/class-events-json-ld';
import { ReadState } from '#src/ui/load-states';
import { SiteImage } from '#src/ui/site-image';
import styles from './landing.module.css';

/** /class_type/{id}: what the class is, who teaches it and its next classes, reservable here. */
export function Component() {
  const id = Number(useParams().id);
  const read = useRead(readClassTypes, undefined);
  const type = read.data?.find((item) => item.class_type_id === id) ?? null;
  const unknown = read.status === 'ready' && !type;
  usePageMeta({
    title: type?.name ?? (unknown ? es.site.classTypeUnknown : es.site.classTypes),
    ...(type?.description ? { description: type.description } : {}),
  });
  return (
    <Container maxW="6xl" py={10}>
      <ReadState read={read} loading={es.site.classTypeLoading} failed={es.site.classTypeError} />
      {unknown && <UnknownClassType />}
      {type && <ClassTypePage type={type} />}
    </Container>
  );
}

function UnknownClassType() {
  return (
    <Stack gap={4} align="start">
      <Heading as="h1" size="2xl">
        {es.site.classTypeUnknown}
      </Heading>
      <Button asChild variant="outline">
        <RouterLink to="/#clases">{es.site.classTypeBack}</RouterLink>
      </Button>
    </Stack>
  );
}

function ClassTypePage({ type }: { type: ClassType }) {
  const fileUrl = useFileUrl();
  const { timezoneOffset } = useAppConfig();
  // The studio's today, fixed for the page's life.
  const [start] = useState(() => studioDay(appNow(), timezoneOffset));
  const days = useRead(readClassTypeDays, {
    start,
    end: addDays(start, NEXT_CLASSES_DAYS - 1),
    classTypeId: type.class_type_id,
  });
  const classes = useMemo(() => (days.data ?? []).flatMap((day) => day.single_classes), [days.data]);
  const coaches = useMemo(() => {
    const byId = new Map(
      classes
        .flatMap((item) => item.class_instructors)
        .map(({ instructor }) => [instructor.instructor_id, instructor]),
    );
    return [...byId.values()];
  }, [classes]);
  const image = type.image?.src ? fileUrl(type.image.src) : null;
  return (
    <Stack gap={10}>
      <Box
        display="grid"
        gap={8}
        gridTemplateColumns={{ base: '1fr', md: image ? '1fr 1fr' : '1fr' }}
        alignItems="center"
      >
        <Stack gap={4}>
          <Heading as="h1" size="4xl">
            {type.icon ? (
              <Box as="span" aria-hidden me={3}>
                {type.icon}
              </Box>
            ) : null}
            {type.name}
          </Heading>
          {type.description && <Text fontSize="lg">{type.description}</Text>}
        </Stack>
        {image && (
          <SiteImage
            src={image}
            alt={es.site.classTypeImage(type.name)}
            width={800}
            height={450}
            priority
            className={styles.wideImage}
          />
        )}
      </Box>
      {coaches.length > 0 && (
        <Box as="section" aria-labelledby="class-type-coaches">
          <Heading as="h2" id="class-type-coaches" size="xl" mb={4}>
            {es.site.classTypeCoaches}
          </Heading>
          <Wrap as="ul" listStyleType="none" gap={3}>
            {coaches.map((coach) => (
              <li key={coach.instructor_id}>
                <Button asChild variant="outline">
                  <RouterLink to={`/instructor/${coach.instructor_id}`}>{fullName(coach)}</RouterLink>
                </Button>
              </li>
            ))}
          </Wrap>
        </Box>
      )}
      <Box as="section" aria-labelledby="class-type-next">
        <Heading as="h2" id="class-type-next" size="xl" mb={4}>
          {es.site.classTypeNext}
        </Heading>
        <ReadState read={days} loading={es.site.nextLoading} failed={es.site.nextError} />
        {days.data && <NextClasses days={days.data} onChanged={days.refresh} />}
        <ClassEventsJsonLd classes={classes} />
      </Box>
    </Stack>
  );
}

function NextClasses({ days, onChanged }: { days: readonly ScheduleDay[]; onChanged: () => void }) {
  const cards = useCardBindings(onChanged);
  if (days.length === 0) return <Text>{es.site.classTypeNoClasses}</Text>;
  return (
    <Stack gap={6}>
      {days.map((day) => (
        <Stack
          key={day.date}
          as="section"
          aria-label={`${weekdayName(day.date)} ${dayNumber(day.date)}`}
          gap={3}
        >
          <Heading as="h3" size="md">
            {`${weekdayName(day.date)} ${dayNumber(day.date)}`}
          </Heading>
          <DayClasses day={day} bindings={cards.bindings} />
        </Stack>
      ))}
      {cards.element}
    </Stack>
  );
}
