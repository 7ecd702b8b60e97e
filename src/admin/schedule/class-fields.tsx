import {
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  SimpleGrid,
  Textarea,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ScheduleCatalogue } from '#src/api/reads/schedule-admin';
import type { ClassDraft } from '#src/domain/class-schedule';
import { es } from '#src/i18n/es-admin';

const t = es.adminSchedule;

/** A refused field's Spanish message, from the domain's rule names. */
export function ruleText(rule: keyof typeof t.rules | undefined): string | undefined {
  return rule ? t.rules[rule] : undefined;
}

export function TextField(props: {
  label: string;
  value: string;
  error?: string;
  type?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

function SelectField(props: {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  empty: string;
  options: Array<{ value: number; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{props.empty}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckList(props: {
  legend: string;
  values: readonly number[];
  options: Array<{ value: number; label: string }>;
  error?: string;
  onChange: (values: number[]) => void;
}) {
  return (
    <Fieldset.Root invalid={Boolean(props.error)}>
      <Fieldset.Legend>{props.legend}</Fieldset.Legend>
      <CheckboxGroup
        value={props.values.map(String)}
        onValueChange={(values) => props.onChange(values.map(Number))}
      >
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {props.options.map((option) => (
            <Checkbox.Root key={option.value} value={String(option.value)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {props.error && <Fieldset.ErrorText>{props.error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

type Errors = Partial<Record<keyof ClassDraft, keyof typeof t.rules>>;

/**
 * The class's own fields (type, location, coaches, capacity, tags, package, description), shared
 * by the class form and the weekly series; `when` holds the date fields each of them puts first.
 */
export function ClassFields({
  draft,
  errors,
  catalogue,
  onChange,
  when,
}: {
  draft: ClassDraft;
  errors: Errors;
  catalogue: ScheduleCatalogue;
  onChange: (change: Partial<ClassDraft>) => void;
  when: ReactNode;
}) {
  const f = t.form;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        label={f.classType}
        required
        value={draft.classTypeId}
        empty={f.choose}
        error={ruleText(errors.classTypeId)}
        options={catalogue.classTypes.map((type) => ({ value: type.class_type_id, label: type.name }))}
        onChange={(classTypeId) => onChange({ classTypeId })}
      />
      <SelectField
        label={f.location}
        required
        value={draft.locationId}
        empty={f.choose}
        error={ruleText(errors.locationId)}
        options={catalogue.locations.map((location) => ({
          value: location.location_id,
          label: location.name,
        }))}
        onChange={(locationId) => onChange({ locationId })}
      />
      {when}
      <TextField
        label={f.capacity}
        type="number"
        required
        value={draft.capacity}
        error={ruleText(errors.capacity)}
        onChange={(capacity) => onChange({ capacity })}
      />
      <SelectField
        label={f.package}
        value={draft.packageId}
        empty={f.noPackage}
        options={catalogue.packages.map((pkg) => ({ value: pkg.class_package_id, label: pkg.title }))}
        onChange={(packageId) => onChange({ packageId })}
      />
      <CheckList
        legend={f.coaches}
        values={draft.instructorIds}
        options={catalogue.instructors.map((coach) => ({
          value: coach.instructor_id,
          label: [coach.name, coach.last_name].filter(Boolean).join(' '),
        }))}
        onChange={(instructorIds) => onChange({ instructorIds })}
      />
      <CheckList
        legend={f.tags}
        values={draft.tagIds}
        options={catalogue.tags.map((tag) => ({ value: tag.tag_id, label: tag.name }))}
        onChange={(tagIds) => onChange({ tagIds })}
      />
      <Field.Root gridColumn={{ md: 'span 2' }}>
        <Field.Label>{f.description}</Field.Label>
        <Textarea
          value={draft.description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
      </Field.Root>
    </SimpleGrid>
  );
}
