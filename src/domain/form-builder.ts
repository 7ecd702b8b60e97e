import { es } from '#src/i18n/es-admin';
import { orderFields, type FieldOption, type FieldType } from './dynamic-form';

/**
 * The forms builder's rules: a new field's place, moving a field (step, then order), options
 * typed one per line, and what must hold before a form is sent. Pure, for the builder machine
 * and its table-driven tests.
 */
export interface BuilderField {
  form_field_id?: number;
  key: string;
  name?: string;
  label: string;
  type: FieldType;
  required: boolean;
  step: number;
  order: number;
  options?: FieldOption[] | null;
  precondition?: unknown;
}

export type BuilderErrors = Record<
  number,
  Partial<Record<'key' | 'label' | 'options' | 'step' | 'order', string>>
>;

const KEY = /^[a-z][a-z0-9_]*$/;
const WITH_OPTIONS: ReadonlySet<FieldType> = new Set(['select', 'creatable-select']);

export const hasOptions = (type: FieldType) => WITH_OPTIONS.has(type);

/** A new field at the end of the last step, with a key no other field has. */
export function newField(type: FieldType, fields: readonly BuilderField[]): BuilderField {
  const step = Math.max(1, ...fields.map((field) => field.step));
  const order = Math.max(0, ...fields.filter((field) => field.step === step).map((field) => field.order)) + 1;
  let n = fields.length + 1;
  while (fields.some((field) => field.key === `campo_${n}`)) n += 1;
  return {
    key: `campo_${n}`,
    name: `campo_${n}`,
    label: es.studioForms.newLabel,
    type,
    required: false,
    step,
    order,
    options: hasOptions(type) ? [] : null,
  };
}

/**
 * Moves the field at `index` (of the form's order) one place up or down: it takes its
 * neighbour's step, and the orders of each step are numbered again 1…n, so no two tie.
 */
export function moveField(fields: readonly BuilderField[], index: number, by: -1 | 1): BuilderField[] {
  const ordered = orderFields(fields);
  const to = index + by;
  if (index < 0 || to < 0 || to >= ordered.length) return ordered;
  const moved = { ...ordered[index]!, step: ordered[to]!.step };
  ordered[index] = ordered[to]!;
  ordered[to] = moved;
  const next = new Map<number, number>();
  return ordered.map((field) => {
    const order = (next.get(field.step) ?? 0) + 1;
    next.set(field.step, order);
    return { ...field, order };
  });
}

/** Options as the admin types them: one a line; the value is the text itself. */
export function optionsFromText(text: string): FieldOption[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ label: line, value: line }));
}

export const optionsToText = (options: readonly FieldOption[] | null | undefined) =>
  (options ?? []).map((option) => option.label).join('\n');

const t = es.studioForms.errors;

/** Messages by field position and property; an empty object means the form can be sent. */
export function validateBuilder(fields: readonly BuilderField[]): BuilderErrors {
  const errors: BuilderErrors = {};
  const add = (index: number, key: keyof BuilderErrors[number], message: string) => {
    errors[index] = { ...errors[index], [key]: message };
  };
  fields.forEach((field, index) => {
    if (!KEY.test(field.key)) add(index, 'key', t.key);
    else if (fields.findIndex((other) => other.key === field.key) !== index) add(index, 'key', t.keyTaken);
    if (!field.label.trim()) add(index, 'label', t.label);
    if (!Number.isInteger(field.step) || field.step < 1) add(index, 'step', t.whole);
    if (!Number.isInteger(field.order) || field.order < 1) add(index, 'order', t.whole);
    if (hasOptions(field.type) && !field.options?.length) add(index, 'options', t.options);
  });
  return errors;
}
