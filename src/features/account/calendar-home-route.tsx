import { Container, Heading, Text } from '@chakra-ui/react';
import { es } from '../../i18n/es';

// The weekly calendar itself lands with the calendar and reserve-flow issue.
export function Component() {
  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="2xl">
        {es.account.calendarTitle}
      </Heading>
      <Text color="fg.muted" mt={2}>
        {es.account.calendarSubtitle}
      </Text>
    </Container>
  );
}
