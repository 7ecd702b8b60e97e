import { Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sharedClassFrom } from '#src/domain/shared-class';
import { es } from '#src/i18n/es';
import { StudioCalendar } from '#src/ui/calendar/studio-calendar';

/** /calendario: the public schedule ('Horarios'); reserving from it asks a visitor to log in. */
export function Component() {
  const [search] = useSearchParams();
  // Read once: the link opens the calendar; moving between weeks afterwards is the visitor's.
  const [sharedClass] = useState(() => sharedClassFrom(search));
  return (
    <Container maxW="7xl" py={8}>
      <Heading as="h1" size="2xl">
        {es.calendar.publicTitle}
      </Heading>
      <Text color="fg.muted" mt={2}>
        {es.calendar.publicSubtitle}
      </Text>
      <StudioCalendar sharedClass={sharedClass} />
    </Container>
  );
}
