import { Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { selectCustomer } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { FORM_IDS } from '#src/config/forms';
import { es } from '#src/i18n/es';
import { readFormFields } from '#src/api/reads/catalogue';
import { useRead } from '#src/app/use-read';
import { ReadState } from '#src/ui/load-states';
import { BillingAddressCard } from './billing-address-card';
import { ProfileCard } from './profile-card';

/** /mystudio/informacion: the profile card (form 2) and the billing address (form 6). */
export function Component() {
  const customer = useSession(selectCustomer);
  const form = useRead(readFormFields, { formId: FORM_IDS.profile });
  return (
    <Container maxW="5xl" py={8}>
      <Heading as="h1" size="2xl" mb={6}>
        {es.profile.title}
      </Heading>
      <ReadState read={form} loading={es.profile.loading} failed={es.profile.loadError} />
      {form.data && customer && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <ProfileCard key={customer.customer_id} customer={customer} fields={form.data} />
          <BillingAddressCard key={`address-${customer.customer_id}`} customer={customer} />
        </SimpleGrid>
      )}
    </Container>
  );
}
