import { Container, Heading, Text } from '@chakra-ui/react';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';

export function Component() {
  const config = useAppConfig();
  return (
    <Container maxW="6xl" py={16}>
      <Text color="fg.muted">{es.landing.welcome}</Text>
      <Heading as="h1" size="4xl">
        {config.businessName}
      </Heading>
      {config.tagline && (
        <Text mt={4} fontSize="xl">
          {config.tagline}
        </Text>
      )}
    </Container>
  );
}
