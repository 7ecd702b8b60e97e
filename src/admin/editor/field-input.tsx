import { Checkbox, Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FormValue, FormValues } from '#src/domain/resource-form';
import { es } from '#src/i18n/es-admin';
import type { FormField } from '#src/admin/resources/definition';

interface FieldInputProps {
  field: FormField;
  value: FormValue | undefined;
  /** Every value of the form, for a control that reads others (the grid reads rows and columns). */
  values: FormValues;
  error: string | undefined;
  onChange: (value: FormValue) => void;
  /** Sets another field (for a control that fills two). */
  onFieldChange?: (name: string, value: FormValue) => void;
  /** What edits HTML (the rich-text editor), handed in so this file stays light. */
  html?: (props: { value: string; onChange: (html: string) => void; label: string }) => ReactNode;
}

const asText = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');

/** One field of the generic editor: label, control, '(Opcional)', help and its Spanish error. */
export function FieldInput({ field, value, values, error, onChange, onFieldChange, html }: FieldInputProps) {
  const label = field.required ? field.label : `${field.label} ${es.resourceEdit.optional}`;
  if (field.kind === 'boolean') {
    return (
      <Field.Root invalid={Boolean(error)}>
        <Checkbox.Root
          name={field.name}
          checked={value === true}
          onCheckedChange={(details) => onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{field.label}</Checkbox.Label>
        </Checkbox.Root>
        {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      </Field.Root>
    );
  }
  return (
    <Field.Root invalid={Boolean(error)} required={field.required}>
      <Field.Label>{label}</Field.Label>
      {field.control ? (
        field.control({ value, values, onChange, label: field.label, setField: onFieldChange })
      ) : (
        <Control field={field} value={value} onChange={onChange} html={html} label={field.label} />
      )}
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Control({
  field,
  value,
  onChange,
  html,
  label,
}: Pick<FieldInputProps, 'field' | 'value' | 'onChange' | 'html'> & { label: string }) {
  const text = asText(value);
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  switch (field.kind) {
    case 'textarea':
    case 'options':
      return <Textarea name={field.name} value={text} onChange={change} rows={3} />;
    case 'html':
      return html ? (
        html({ value: text, onChange, label })
      ) : (
        <Textarea name={field.name} value={text} onChange={change} />
      );
    case 'select':
      return (
        <NativeSelect.Root>
          <NativeSelect.Field name={field.name} value={text} onChange={change}>
            <option value="">—</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'credits':
      return <CreditsInput name={field.name} value={text} onChange={onChange} />;
    case 'colour':
      return (
        <HStack>
          <Input name={field.name} value={text} onChange={change} placeholder="#000000" maxW="40" />
          <Input
            type="color"
            aria-label={label}
            value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : '#000000'}
            onChange={change}
            w="12"
            p="1"
          />
        </HStack>
      );
    case 'number':
    case 'money':
      return (
        <Input
          name={field.name}
          inputMode={field.kind === 'money' ? 'decimal' : 'numeric'}
          value={text}
          onChange={change}
          maxW="48"
        />
      );
    case 'date':
      return <Input name={field.name} type="date" value={text.slice(0, 10)} onChange={change} maxW="48" />;
    default:
      return <Input name={field.name} value={text} onChange={change} />;
  }
}

/** Credits: a number, or −1 for 'Ilimitado' (the switch keeps the number typed before). */
function CreditsInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const unlimited = value === '-1';
  return (
    <HStack gap="4" wrap="wrap">
      {!unlimited && (
        <Input
          name={name}
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxW="32"
        />
      )}
      {/* Its own field, so the switch is not labelled (nor identified) as the number's input. */}
      <Field.Root w="auto">
        <Checkbox.Root
          checked={unlimited}
          onCheckedChange={(details) => onChange(details.checked === true ? '-1' : '')}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{es.resourceEdit.unlimited}</Checkbox.Label>
        </Checkbox.Root>
      </Field.Root>
    </HStack>
  );
}
