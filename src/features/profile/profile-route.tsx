import { Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { selectCustomer } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { FORM_IDS } from '#src/config/forms';
import { es } from '#src/i18n/es';
import { useFormFields } from '#src/ui/dynamic-form/use-form-fields';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { BillingAddressCard } from './billing-address-card';
import { ProfileCard } from './profile-card';

/** /mystudio/informacion: the profile card (form 2) and the billing address (form 6). */
export function Component() {
  const customer = useSession(selectCustomer);
  const form = useFormFields(FORM_IDS.profile);
  return (
    <Container maxW="5xl" py={8}>
      <Heading as="h1" size="2xl" mb={6}>
        {es.profile.title}
      </Heading>
      {form.status === 'loading' && <LoadingLine text={es.profile.loading} />}
      {form.status === 'error' && <LoadError text={es.profile.loadError} onRetry={form.retry} />}
      {form.status === 'ready' && customer && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <ProfileCard key={customer.customer_id} customer={customer} fields={form.fields} />
          <BillingAddressCard key={`address-${customer.customer_id}`} customer={customer} />
        </SimpleGrid>
      )}
    </Container>
  );
}
