import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldInputProps } from './field-props';

/** A checkbox labelled by the field's own label (the form renders no separate label for it). */
export function BooleanField({
  field,
  value,
  onChange,
  describedBy,
  children,
}: FieldInputProps & { children: ReactNode }) {
  return (
    <Checkbox.Root
      name={field.key}
      checked={value === true}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-describedby={describedBy} />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
