import { Alert, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { es } from '#src/i18n/es';

/** Specs §2, §4: a 412 from the video calls, "purchase needed", with the way to buy one. */
export function NoMembership() {
  return (
    <Alert.Root status="warning" role="alert" data-testid="no-membership">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description>{es.videos.noMembership}</Alert.Description>
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/mystudio/paquetes">{es.videos.buyMembership}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
