import { Container, Heading, Text } from '@chakra-ui/react';
import { useAppConfig } from '../../config/app-config-context';
import { es } from '../../i18n/es';
import { DailyPopup } from '../calendar/daily-popup';
import { StudioCalendar } from '../calendar/studio-calendar';

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
