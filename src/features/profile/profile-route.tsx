import { Alert, Button, Container, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { selectCustomer } from '../../../machines/session/selectors';
import { useSession } from '../../app/session-context';
import { FORM_IDS } from '../../config/forms';
import { es } from '../../i18n/es';
import { useFormFields } from '../../ui/dynamic-form/use-form-fields';
import { ProfileForm } from './profile-form';

/** /mystudio/informacion: the customer completes and edits their profile (form 2). */
export function Component() {
  const customer = useSession(selectCustomer);
  const form = useFormFields(FORM_IDS.profile);
  return (
    <Container maxW="2xl" py={8}>
      <Heading as="h1" size="2xl" mb={6}>
        {es.profile.title}
      </Heading>
      {form.status === 'loading' && (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{es.profile.loading}</Text>
        </HStack>
      )}
      {form.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Description>{es.profile.loadError}</Alert.Description>
            <Button size="sm" alignSelf="flex-start" onClick={form.retry}>
              {es.app.retry}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {form.status === 'ready' && customer && (
        <ProfileForm key={customer.customer_id} fields={form.fields} customer={customer} />
      )}
    </Container>
  );
}
