import type { ScheduleDay } from '#src/api/entities';
import { Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '#src/app/use-page-meta';
import { useAppConfig } from '#src/config/app-config-context';
import { sharedClassFrom } from '#src/domain/shared-class';
import { es } from '#src/i18n/es';
import { StudioCalendar } from '#src/ui/calendar/studio-calendar';
import { ClassEventsJsonLd } from '#src/ui/class-events-json-ld';

/** /calendario: the public schedule ('Horarios'); reserving from it asks a visitor to log in. */
export function Component() {
  const [search] = useSearchParams();
  // Read once: the link opens the calendar; moving between weeks afterwards is the visitor's.
  const [sharedClass] = useState(() => sharedClassFrom(search));
  const { businessName } = useAppConfig();
  usePageMeta({ title: es.calendar.publicTitle, description: es.site.calendarDescription(businessName) });
  // The week on screen, published as schema.org Events.
  const [days, setDays] = useState<readonly ScheduleDay[]>([]);
  return (
    <Container maxW="7xl" py={8}>
      <Heading as="h1" size="2xl">
        {es.calendar.publicTitle}
      </Heading>
      <Text color="fg.muted" mt={2}>
        {es.calendar.publicSubtitle}
      </Text>
      <StudioCalendar sharedClass={sharedClass} onSchedule={setDays} />
      <ClassEventsJsonLd classes={days.flatMap((day) => day.single_classes)} />
    </Container>
  );
}
