import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createProfileActors } from '../../../machines/profile/actors';
import { profileMachine } from '../../../machines/profile/machine';
import { selectSaveFailure, selectSaving } from '../../../machines/profile/selectors';
import type { Customer } from '../../../machines/session/context';
import { useSessionActor } from '../../app/session-context';
import { useAppConfig } from '../../config/app-config-context';
import type { DynamicField } from '../../domain/dynamic-form';
import { es } from '../../i18n/es';
import { showSuccess } from '../../ui/alerts';
import { DynamicForm } from '../../ui/dynamic-form/dynamic-form';
import { useFormValues } from '../../ui/dynamic-form/use-form-values';
import { profileValues } from './profile-values';
import { inspect } from '../../app/inspection';

export function ProfileForm({ fields, customer }: { fields: readonly DynamicField[]; customer: Customer }) {
  const config = useAppConfig();
  const session = useSessionActor();
  const logic = useMemo(
    () =>
      profileMachine.provide({
        actors: createProfileActors(customer.customer_id, config.raw.files_location),
        actions: {
          notifySaved: () => {
            showSuccess(es.profile.saved);
            session.send({ type: 'session.customer.reload' });
          },
        },
      }),
    [customer.customer_id, config.raw.files_location, session],
  );
  const actor = useActorRef(logic, { inspect });
  const saving = useSelector(actor, selectSaving);
  const failure = useSelector(actor, selectSaveFailure);
  // The values stay here: a refused save keeps everything the customer typed.
  const { values, onChange } = useFormValues(profileValues(fields, customer));
  const errors = failure?.field ? { [failure.field]: failure.message } : {};
  const alert = failure && !failure.field ? failure.message : null;

  return (
    <DynamicForm
      fields={fields}
      values={values}
      onChange={onChange}
      onSubmit={(current) => actor.send({ type: 'profile.save', values: current })}
      submitLabel={es.profile.save}
      busy={saving}
      errors={errors}
      alert={alert}
    />
  );
}
