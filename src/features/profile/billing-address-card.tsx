import type { Customer } from '#src/api/entities';
import { Card, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectEditing, selectSaving } from '#machines/billing-address/selectors';
import { addressFormFields, isAddressLoaded } from '#src/domain/billing-address';
import type { DynamicField } from '#src/domain/dynamic-form';
import { FORM_IDS } from '#src/config/forms';
import { es } from '#src/i18n/es';
import { readFormFields } from '#src/api/reads/catalogue';
import { useRead } from '#src/app/use-read';
import { LoadingLine, ReadState } from '#src/ui/load-states';
import { BillingAddressForm } from './billing-address-form';
import { EditableCardHeader } from './editable-card-header';
import { useBillingAddressActor } from './use-billing-address-actor';

const text = es.accountPages.address;
const readAddressFields = async (): Promise<DynamicField[]> =>
  addressFormFields(await readFormFields({ formId: FORM_IDS.address }), text.fields);

/** 'Dirección de Facturación': the customer's billing address and its form (the address form, 6). */
export function BillingAddressCard({ customer }: { customer: Customer }) {
  const address = customer.address ?? null;
  const actor = useBillingAddressActor(customer.customer_id, address?.address_id ?? null);
  const editing = useSelector(actor, selectEditing);
  const saving = useSelector(actor, selectSaving);
  const canEdit = useSelector(actor, (s) => s.can({ type: 'address.edit' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'address.cancel' }));
  const form = useRead(readAddressFields, undefined);
  const lines = address
    ? [
        [address.street, address.number, address.interior_number].filter(Boolean).join(' '),
        address.neighborhood,
        [address.zip_code, address.city].filter(Boolean).join(' '),
        address.state,
        address.country,
      ].filter((line): line is string => Boolean(line))
    : [];

  return (
    <Card.Root>
      <EditableCardHeader
        title={text.title}
        editing={editing}
        canEdit={canEdit}
        canCancel={canCancel}
        onEdit={() => actor.send({ type: 'address.edit' })}
        onCancel={() => actor.send({ type: 'address.cancel' })}
        labels={text}
      />
      <Card.Body gap="4">
        {saving && <LoadingLine text={text.saving} />}
        {!editing && !isAddressLoaded(address) && <Text color="fg.muted">{text.notLoaded}</Text>}
        {!editing && isAddressLoaded(address) && (
          <Stack as="address" gap="0" fontStyle="normal" data-testid="billing-address">
            {lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        )}
        {editing && <ReadState read={form} loading={text.loading} failed={text.loadError} />}
        {editing && form.data && <BillingAddressForm actor={actor} fields={form.data} address={address} />}
      </Card.Body>
    </Card.Root>
  );
}
