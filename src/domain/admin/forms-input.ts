/*
 * The back-office's checks of the studio's forms, custom fields and custom spot maps before they
 * are saved, and the values they store, shared by the mocks and the server.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { ADMIN_MESSAGES as MSG } from './messages';

type S = components['schemas'];
type Saved = Decision<{ values: Record<string, unknown> }>;

/** Fields in the order the form shows them (step, then order), each with its own id; no key twice. */
export function decideFormInput(input: S['FormInput'], fresh: boolean): Saved {
  const fields = input.form_fields;
  if (!Array.isArray(fields)) return refuse(400, MSG.formFieldsRequired);
  const keys = new Set<string>();
  for (const field of fields) {
    if (keys.has(field.key)) return refuse(400, MSG.formFieldRepeated(field.key));
    keys.add(field.key);
  }
  let next = Math.max(0, ...fields.map((field) => field.form_field_id ?? 0));
  const form_fields = [...fields]
    .sort((a, b) => a.step - b.step || a.order - b.order)
    .map((field) => ({ ...field, form_field_id: field.form_field_id ?? ++next }));
  const values: Record<string, unknown> = { form_fields };
  if (input.name !== undefined) values.name = input.name;
  else if (fresh) values.name = null;
  return allow({ values });
}

const KEY = /^[a-z][a-z0-9_]*$/;
const WITH_OPTIONS = new Set(['select', 'creatable-select']);

/** The stored key is a safe data name: lower case, spaces and symbols as _. */
export function customFieldKey(key: string | undefined): string {
  return (key ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The other field of the object with this key, the fact the rule needs. */
export const customFieldIdentity = (input: Partial<S['CustomFieldInput']>) => ({
  key: customFieldKey(input.key),
  object: input.object?.trim() ?? '',
});

/**
 * One key per object type; a select needs its options. `sent` is the body; `current` the stored
 * field an update changes (absent on a create); `taken`: another field of the object has the key.
 * Stores every field on a create, what came along on an update.
 */
export function decideCustomFieldInput(
  sent: Partial<S['CustomFieldInput']>,
  current: Partial<S['CustomFieldInput']> | undefined,
  facts: { taken: boolean },
): Saved {
  const whole = { ...current, ...sent };
  const { key, object } = customFieldIdentity(whole);
  if (!KEY.test(key)) return refuse(400, MSG.customFieldKeyInvalid);
  if (!object) return refuse(400, MSG.objectRequired);
  if (facts.taken) return refuse(409, MSG.customFieldTaken(key, object));
  if (whole.type && WITH_OPTIONS.has(whole.type) && !whole.options?.length) {
    return refuse(400, MSG.customFieldOptionsRequired);
  }
  const values: Record<string, unknown> = { key, object };
  if (!current) {
    Object.assign(values, {
      label: sent.label ?? null,
      type: sent.type,
      required: sent.required,
      options: sent.options ?? null,
    });
  } else {
    for (const field of ['label', 'type', 'required', 'options'] as const) {
      if (sent[field] !== undefined) values[field] = sent[field];
    }
  }
  return allow({ values });
}

function isCell(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const cell = value as { label?: unknown; selectable?: unknown };
  return typeof cell.label === 'string' && typeof cell.selectable === 'boolean';
}

/** The map as saved: a sized grid, and spots as JSON text of {key: {label, selectable}}. */
export function decideCustomSpotMapInput(input: S['CustomSpotMapInput']): Saved {
  const sized = (value: number) => Number.isInteger(value) && value >= 1;
  if (!sized(input.rows) || !sized(input.columns)) return refuse(400, MSG.spotMapGridInvalid);
  let spots: unknown;
  try {
    spots = JSON.parse(input.spots);
  } catch {
    spots = undefined;
  }
  if (!spots || typeof spots !== 'object' || Array.isArray(spots) || !Object.values(spots).every(isCell)) {
    return refuse(400, MSG.spotMapSpotsInvalid);
  }
  return allow({
    values: {
      rows: input.rows,
      columns: input.columns,
      spots: input.spots,
      class_type_id: input.class_type_id ?? null,
      class_types: input.class_types ?? null,
    },
  });
}
