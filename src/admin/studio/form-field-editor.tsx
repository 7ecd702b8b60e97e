import {
  Box,
  Checkbox,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Textarea,
} from '@chakra-ui/react';
import { FIELD_TYPES, preconditionOf, type FieldType } from '#src/domain/dynamic-form';
import {
  hasOptions,
  optionsFromText,
  optionsToText,
  type BuilderErrors,
  type BuilderField,
} from '#src/domain/form-builder';
import { es } from '#src/i18n/es-admin';

const text = es.studioForms;

interface Props {
  field: BuilderField;
  index: number;
  count: number;
  others: readonly BuilderField[];
  errors: BuilderErrors[number] | undefined;
  onChange: (patch: Partial<BuilderField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function TextProp(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  name: string;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required>
      <Field.Label>{props.label}</Field.Label>
      <Input name={props.name} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** One field of a dynamic form in the builder: what the customer reads, the data key, the rules. */
export function FormFieldEditor({ field, index, count, others, errors, onChange, onMove, onRemove }: Props) {
  const condition = preconditionOf(field);
  const name = field.label || field.key;
  const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" listStyleType="none">
      <HStack justify="space-between" mb="2">
        <Box fontWeight="semibold">{name}</Box>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="outline"
            aria-label={text.moveUp(name)}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="outline"
            aria-label={text.moveDown(name)}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </IconButton>
          <IconButton
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={text.remove(name)}
            onClick={onRemove}
          >
            ✕
          </IconButton>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <TextProp
          name={`label-${index}`}
          label={text.field.label}
          value={field.label}
          error={errors?.label}
          onChange={(label) => onChange({ label })}
        />
        <TextProp
          name={`key-${index}`}
          label={text.field.key}
          value={field.key}
          error={errors?.key}
          onChange={(key) => onChange({ key, name: key })}
        />
        <Field.Root>
          <Field.Label>{text.field.type}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={field.type}
              onChange={(event) => {
                const type = event.target.value as FieldType;
                onChange({ type, options: hasOptions(type) ? (field.options ?? []) : null });
              }}
            >
              {FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {text.types[type] ?? type}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack align="end" gap="3">
          <TextProp
            name={`step-${index}`}
            label={text.field.step}
            value={Number.isNaN(field.step) ? '' : String(field.step)}
            error={errors?.step}
            onChange={(value) => onChange({ step: whole(value) })}
          />
          <TextProp
            name={`order-${index}`}
            label={text.field.order}
            value={Number.isNaN(field.order) ? '' : String(field.order)}
            error={errors?.order}
            onChange={(value) => onChange({ order: whole(value) })}
          />
        </HStack>
        <Field.Root>
          <Checkbox.Root
            checked={field.required}
            onCheckedChange={(details) => onChange({ required: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{text.field.required}</Checkbox.Label>
          </Checkbox.Root>
        </Field.Root>
        {hasOptions(field.type) && (
          <Field.Root invalid={Boolean(errors?.options)} required>
            <Field.Label>{text.field.options}</Field.Label>
            <Textarea
              // Uncontrolled so a blank line being typed survives; remounted when a move brings
              // another field to this place, so it never shows the previous field's options.
              key={field.key}
              rows={3}
              defaultValue={optionsToText(field.options)}
              onChange={(event) => onChange({ options: optionsFromText(event.target.value) })}
            />
            {errors?.options && <Field.ErrorText>{errors.options}</Field.ErrorText>}
          </Field.Root>
        )}
        <HStack align="end" gap="3" gridColumn={{ md: '1 / -1' }}>
          <Field.Root>
            <Field.Label>{text.field.preconditionKey}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={condition?.key ?? ''}
                onChange={(event) =>
                  onChange({
                    precondition: event.target.value
                      ? { key: event.target.value, value: condition?.value ?? '' }
                      : null,
                  })
                }
              >
                <option value="">{text.field.always}</option>
                {others.map((other) => (
                  <option key={other.key} value={other.key}>
                    {other.label || other.key}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {condition && (
            <Field.Root>
              <Field.Label>{text.field.preconditionValue}</Field.Label>
              <Input
                value={condition.value}
                onChange={(event) =>
                  onChange({ precondition: { key: condition.key, value: event.target.value } })
                }
              />
            </Field.Root>
          )}
        </HStack>
      </Grid>
    </Box>
  );
}
