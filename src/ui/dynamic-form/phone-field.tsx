import { Input } from '@chakra-ui/react';
import { normalizePhone } from '#src/domain/phone';
import { asText, type FieldInputProps } from './field-props';

/** Keeps digits only, at most ten, as the user types or pastes (spec §5). */
export function PhoneField({ field, value, onChange, describedBy }: FieldInputProps) {
  return (
    <Input
      name={field.key}
      type="tel"
      aria-describedby={describedBy}
      inputMode="numeric"
      autoComplete="tel"
      value={asText(value)}
      onChange={(event) => onChange(normalizePhone(event.target.value))}
    />
  );
}
