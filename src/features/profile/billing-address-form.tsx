import { Box } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  missingAfterAttempt,
  selectAttempted,
  selectFailure,
  selectSaving,
} from '#machines/billing-address/selectors';
import { addressFormValues, type AddressLike } from '#src/domain/billing-address';
import type { DynamicField } from '#src/domain/dynamic-form';
import { es } from '#src/i18n/es';
import { DynamicForm } from '#src/ui/dynamic-form/dynamic-form';
import { useFormValues } from '#src/ui/dynamic-form/use-form-values';
import type { BillingAddressActor } from './use-billing-address-actor';

const text = es.accountPages.address;

/** The address form (form 6); a blank city, state or country gets its own message. */
export function BillingAddressForm({
  actor,
  fields,
  address,
}: {
  actor: BillingAddressActor;
  fields: readonly DynamicField[];
  address: AddressLike | null;
}) {
  const saving = useSelector(actor, selectSaving);
  const attempted = useSelector(actor, selectAttempted);
  const failure = useSelector(actor, selectFailure);
  const initial = useMemo(() => addressFormValues(address), [address]);
  const { values, onChange } = useFormValues(initial);
  const errors = Object.fromEntries(
    missingAfterAttempt(attempted, values).map((key) => [key, text.missing[key]]),
  );

  return (
    // The address rules speak on every Guardar, even when the form's own rules stop the submit.
    <Box onSubmitCapture={() => actor.send({ type: 'address.check', values })}>
      <DynamicForm
        fields={fields}
        values={values}
        onChange={onChange}
        onSubmit={(current) => actor.send({ type: 'address.save', values: current })}
        submitLabel={text.save}
        busy={saving}
        errors={errors}
        alert={failure?.message ?? null}
      />
    </Box>
  );
}
