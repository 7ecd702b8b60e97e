import { Input, Textarea } from '@chakra-ui/react';
import { isPasswordField } from '#src/domain/dynamic-form';
import { PasswordInput } from '#src/ui/password-input';
import { asText, type FieldInputProps } from './field-props';

/** text, textarea, number, date, datetime-local and time: the browser's own inputs. */
export function TextField({ field, value, onChange, describedBy }: FieldInputProps) {
  const text = asText(value);
  if (field.type === 'textarea') {
    return (
      <Textarea
        name={field.key}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (isPasswordField(field)) {
    return (
      <PasswordInput
        name={field.key}
        autoComplete="new-password"
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const type = field.type === 'text' ? 'text' : field.type;
  return (
    <Input
      name={field.key}
      type={type}
      aria-describedby={describedBy}
      // Negative numbers are rejected by the rules; the browser's spinner should not offer them.
      min={field.type === 'number' ? 0 : undefined}
      // A date value from the server may carry a time (ISO); the date input shows only the day.
      value={field.type === 'date' ? text.slice(0, 10) : text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
