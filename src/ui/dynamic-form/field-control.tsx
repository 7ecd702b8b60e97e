import { Field } from '@chakra-ui/react';
import { useId } from 'react';
import type { DynamicField } from '#src/domain/dynamic-form';
import { es } from '#src/i18n/es';
import { BooleanField } from './boolean-field';
import { CreatableSelectField } from './creatable-select-field';
import { FileField } from './file-field';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface FieldControlProps {
  field: DynamicField;
  value: unknown;
  onChange: (key: string, value: unknown) => void;
  /** The message under the field, already in Spanish; null when the field is fine. */
  error: string | null;
  loadingOptions?: boolean;
}

/** One field: label (with '(Opcional)' when not required), the input of its kind, its error. */
export function FieldControl({ field, value, onChange, error, loadingOptions }: FieldControlProps) {
  const label = field.required ? field.label : `${field.label}${es.dynamicForm.optional}`;
  const errorId = `${useId()}-error`;
  const props = {
    field,
    value,
    label: field.label,
    describedBy: error === null ? undefined : errorId,
    onChange: (next: unknown) => onChange(field.key, next),
  };
  return (
    // Field.Root hands the input its id, aria-invalid, aria-required and aria-describedby.
    <Field.Root invalid={error !== null} required={field.required} ids={{ errorText: errorId }}>
      {field.type === 'boolean' ? (
        <BooleanField {...props}>{label}</BooleanField>
      ) : (
        <Field.Label>{label}</Field.Label>
      )}
      {field.type === 'phone' ? <PhoneField {...props} /> : null}
      {field.type === 'select' ? <SelectField {...props} /> : null}
      {field.type === 'creatable-select' ? (
        <CreatableSelectField {...props} loading={loadingOptions} />
      ) : null}
      {field.type === 'file' || field.type === 'image' ? <FileField {...props} /> : null}
      {['text', 'textarea', 'number', 'date', 'datetime-local', 'time'].includes(field.type) ? (
        <TextField {...props} />
      ) : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
