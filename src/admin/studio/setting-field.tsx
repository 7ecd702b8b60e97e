import type { SettingRule, SettingsValues } from '#src/domain/studio-settings';
import type { FieldKind, FormValue } from '#src/domain/resource-form';
import { es } from '#src/i18n/es-admin';
import { FieldInput } from '#src/admin/editor/field-input';
import type { FormField } from '#src/admin/resources/definition';

const text = es.studio.settings;

const KIND: Record<SettingRule['kind'], FieldKind> = {
  text: 'text',
  textarea: 'textarea',
  code: 'textarea',
  colour: 'colour',
  flag: 'boolean',
  integer: 'number',
  select: 'select',
  image: 'text',
  link: 'text',
  package: 'select',
};

const OPTION_LABELS: Record<string, Record<string, string>> = {
  cancel_timeframe_unit: text.unitOptions,
  stripe_checkout_mode: text.stripeModes,
};

export interface SettingFieldProps {
  rule: SettingRule;
  values: SettingsValues;
  error: string | undefined;
  onChange: (changes: Record<string, string>) => void;
  /** A select's choices when they come from the server (the sign-up fee's packages). */
  options?: readonly { value: string; label: string }[];
  label?: string;
}

/** One setting through the back-office's own field input: flags as a checkbox, the rest as text. */
export function SettingField({ rule, values, error, onChange, options, label }: SettingFieldProps) {
  const field: FormField = {
    name: rule.key,
    kind: KIND[rule.kind],
    label: label ?? text.labels[rule.key] ?? rule.key,
    // Every setting may be left empty but the ones the site cannot do without ('(Opcional)').
    required: rule.required ?? false,
    options:
      options ?? rule.options?.map((value) => ({ value, label: OPTION_LABELS[rule.key]?.[value] ?? value })),
  };
  const raw = values[rule.key] ?? '';
  const value: FormValue = rule.kind === 'flag' ? ['true', '1'].includes(raw) : raw;
  return (
    <FieldInput
      field={field}
      value={value}
      values={values}
      error={error}
      onChange={(next) =>
        onChange({ [rule.key]: typeof next === 'boolean' ? String(next) : String(next ?? '') })
      }
    />
  );
}
