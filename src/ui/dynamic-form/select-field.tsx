import { NativeSelect } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import type { FieldInputProps } from './field-props';

/**
 * A native select. Options are addressed by index so a value keeps its type (false, 0 and
 * 'false' are different answers); the placeholder stands for "no answer" (null).
 */
export function SelectField({ field, value, onChange, describedBy }: FieldInputProps) {
  const options = field.options ?? [];
  const selected = options.findIndex((option) => option.value === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name={field.key}
        aria-describedby={describedBy}
        value={selected < 0 ? '' : String(selected)}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          onChange(event.target.value === '' || !option ? null : option.value);
        }}
      >
        <option value="">{es.dynamicForm.selectPlaceholder}</option>
        {options.map((option, index) => (
          <option key={`${index}-${String(option.value)}`} value={String(index)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
