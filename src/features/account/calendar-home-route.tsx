import { Container, Heading, Text } from '@chakra-ui/react';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { DailyPopup } from '#src/ui/calendar/daily-popup';
import { StudioCalendar } from '#src/ui/calendar/studio-calendar';

/** /mystudio: the customer's calendar, and the once-a-day in-person popup. */
export function Component() {
  const config = useAppConfig();
  return (
    <Container maxW="7xl" py={8}>
      <Heading as="h1" size="2xl">
        {es.account.calendarTitle}
      </Heading>
      <Text color="fg.muted" mt={2}>
        {es.account.calendarSubtitle}
      </Text>
      <StudioCalendar />
      <DailyPopup config={config} />
    </Container>
  );
}
