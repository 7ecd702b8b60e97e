import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { detectBrand, digitsOf, formatCardNumber } from '#src/domain/card-brand';
import { formatExpiry, type CardEntry, type CardEntryError, type CardField } from '#src/domain/card-entry';
import { es } from '#src/i18n/es';

export const EMPTY_CARD: CardEntry = { number: '', name: '', expiry: '', cvc: '' };

interface CardFieldsProps {
  values: CardEntry;
  errors: Partial<Record<CardField, CardEntryError>>;
  onChange: (next: CardEntry, field: CardField) => void;
  disabled?: boolean;
  /** The cardholder's name; off where the provider's form does not ask for it. */
  withName?: boolean;
}

/**
 * Number, name, 'MM / AA' and CVC, formatted as typed, each with its Spanish error. The values
 * live with the caller, so a refused card keeps everything that was typed.
 */
export function CardFields({ values, errors, onChange, disabled, withName = true }: CardFieldsProps) {
  const { fields, placeholders } = es.cards;
  const set = (field: CardField, value: string) => onChange({ ...values, [field]: value }, field);
  const error = (field: CardField) => {
    const key = errors[field];
    return key ? es.cards.errors[key] : null;
  };
  const cvcMax = detectBrand(values.number) === 'amex' ? 4 : 3;

  return (
    <Stack gap="4">
      <Field.Root invalid={error('number') !== null} required disabled={disabled}>
        <Field.Label>{fields.number}</Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={placeholders.number}
          value={formatCardNumber(values.number)}
          onChange={(event) => set('number', digitsOf(formatCardNumber(event.target.value)))}
        />
        <Field.ErrorText>{error('number')}</Field.ErrorText>
      </Field.Root>
      {withName && (
        <Field.Root invalid={error('name') !== null} required disabled={disabled}>
          <Field.Label>{fields.name}</Field.Label>
          <Input
            autoComplete="cc-name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <Field.ErrorText>{error('name')}</Field.ErrorText>
        </Field.Root>
      )}
      <SimpleGrid columns={2} gap="4">
        <Field.Root invalid={error('expiry') !== null} required disabled={disabled}>
          <Field.Label>{fields.expiry}</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={placeholders.expiry}
            value={values.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value, values.expiry))}
          />
          <Field.ErrorText>{error('expiry')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={error('cvc') !== null} required disabled={disabled}>
          <Field.Label>{fields.cvc}</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={placeholders.cvc}
            value={values.cvc}
            onChange={(event) => set('cvc', digitsOf(event.target.value).slice(0, cvcMax))}
          />
          <Field.ErrorText>{error('cvc')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
