import type { Customer } from '#src/api/entities';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectFieldFailure, selectFormFailure, selectSaving } from '#machines/profile/selectors';
import type { DynamicField } from '#src/domain/dynamic-form';
import { profileFormValues } from '#src/domain/profile-card';
import { es } from '#src/i18n/es';
import { DynamicForm } from '#src/ui/dynamic-form/dynamic-form';
import { useFormValues } from '#src/ui/dynamic-form/use-form-values';
import type { ProfileActor } from './use-profile-actor';

/** The profile's edit mode: the studio's profile form (2) filled with the customer's data. */
export function ProfileForm({
  actor,
  fields,
  customer,
}: {
  actor: ProfileActor;
  fields: readonly DynamicField[];
  customer: Customer;
}) {
  const saving = useSelector(actor, selectSaving);
  const fieldFailure = useSelector(actor, selectFieldFailure);
  const alert = useSelector(actor, selectFormFailure);
  // The values stay here: a refused save keeps everything the customer typed.
  const initial = useMemo(() => profileFormValues(fields, customer), [fields, customer]);
  const { values, onChange } = useFormValues(initial);
  const errors = fieldFailure ? { [fieldFailure.field]: fieldFailure.message } : {};

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
