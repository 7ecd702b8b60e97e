import type { Customer } from '#src/api/entities';
import { Card } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectEditing, selectSaving } from '#machines/profile/selectors';
import type { DynamicField } from '#src/domain/dynamic-form';
import { missingRequiredInformation } from '#src/domain/profile-card';
import { es } from '#src/i18n/es';
import { LoadingLine } from '#src/ui/load-states';
import { EditableCardHeader } from './editable-card-header';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { useProfileActor } from './use-profile-actor';

const text = es.accountPages.profile;

/** The profile card: the customer's data, or the edit form (Editar / Cancelar switch between). */
export function ProfileCard({ customer, fields }: { customer: Customer; fields: readonly DynamicField[] }) {
  const actor = useProfileActor(customer.customer_id);
  const editing = useSelector(actor, selectEditing);
  const saving = useSelector(actor, selectSaving);
  const canEdit = useSelector(actor, (s) => s.can({ type: 'profile.edit' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'profile.cancel' }));
  return (
    <Card.Root>
      <EditableCardHeader
        title={editing ? text.editTitle : text.cardTitle}
        editing={editing}
        canEdit={canEdit}
        canCancel={canCancel}
        onEdit={() => actor.send({ type: 'profile.edit' })}
        onCancel={() => actor.send({ type: 'profile.cancel' })}
        labels={text}
      />
      <Card.Body gap="4">
        {saving && <LoadingLine text={text.saving} />}
        {editing ? (
          <ProfileForm actor={actor} fields={fields} customer={customer} />
        ) : (
          <ProfileDetails customer={customer} missing={missingRequiredInformation(fields, customer)} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
