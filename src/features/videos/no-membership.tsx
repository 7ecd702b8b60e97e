import { Button, Card, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { es } from '#src/i18n/es';

/** Specs §2, §4: a 412 from the video calls, "purchase needed", with the way to buy one. */
export function NoMembership() {
  return (
    <Card.Root role="alert" data-testid="no-membership" size="sm">
      <Card.Body gap="4" alignItems="flex-start">
        <Text fontSize="lg">{es.videos.noMembership}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/mystudio/paquetes">{es.videos.buyMembership}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
