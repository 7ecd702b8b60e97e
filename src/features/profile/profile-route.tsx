import { Container, Heading } from '@chakra-ui/react';
import { selectCustomer } from '../../../machines/session/selectors';
import { useSession } from '../../app/session-context';
import { FORM_IDS } from '../../config/forms';
import { es } from '../../i18n/es';
import { useFormFields } from '../../ui/dynamic-form/use-form-fields';
import { LoadError, LoadingLine } from '../../ui/load-states';
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
      {form.status === 'loading' && <LoadingLine text={es.profile.loading} />}
      {form.status === 'error' && <LoadError text={es.profile.loadError} onRetry={form.retry} />}
      {form.status === 'ready' && customer && (
        <ProfileForm key={customer.customer_id} fields={form.fields} customer={customer} />
      )}
    </Container>
  );
}
