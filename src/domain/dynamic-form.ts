/**
 * Rules of the admin-defined dynamic forms (sign-up, profile, address, custom fields), spec
 * customer-booking §5 and commerce-content-admin §5. Pure: the view maps the error codes and the
 * summary to Spanish texts, so this module never depends on the i18n catalogue.
 */
import { isValidPhone } from './phone';

export const FIELD_TYPES = [
  'file',
  'date',
  'text',
  'time',
  'image',
  'phone',
  'select',
  'number',
  'boolean',
  'textarea',
  'datetime-local',
  'creatable-select',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  label: string;
  value: string | number | boolean;
}

/** What the rules need of a field; the API's `FormField` fits it structurally. */
export interface DynamicField {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  step?: number | undefined;
  order?: number | undefined;
  options?: FieldOption[] | null | undefined;
  /** When to show it (see `preconditionOf`). */
  precondition?: unknown;
}

/** A custom field as the API sends it: no label is allowed, and there is no step or order. */
export interface CustomFieldLike {
  key: string;
  label?: string | null | undefined;
  type: FieldType;
  required: boolean;
  options?: FieldOption[] | null | undefined;
}

export type FormValues = Readonly<Record<string, unknown>>;

/** Why a required field fails; the view turns each code into its message. */
export type FieldErrorCode = 'required' | 'file' | 'option' | 'phone';

export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export type ErrorSummary = { kind: 'one'; label: string } | { kind: 'many' } | null;

/** Ordered by step, then order; a stable sort keeps the API's order for ties. */
export function orderFields<F extends DynamicField>(fields: readonly F[]): F[] {
  return [...fields].sort((a, b) => (a.step ?? 0) - (b.step ?? 0) || (a.order ?? 0) - (b.order ?? 0));
}

/** Custom fields keep the API's order and use the key when an admin left the label empty. */
export function fromCustomFields(fields: readonly CustomFieldLike[]): DynamicField[] {
  return fields.map((field, index) => ({
    key: field.key,
    label: field.label?.trim() ? field.label : field.key,
    type: field.type,
    required: field.required,
    step: 1,
    order: index + 1,
    options: field.options ?? null,
  }));
}

export const OTHER_REASON = 'Otro';

export interface VisibilityContext {
  /** True when the screen offers a user select (admin forms); only then is user_id shown. */
  hasUserSelect: boolean;
}

/**
 * The builder's precondition (the specs leave its shape free): `{ key, value }` shows the field
 * only while the field `key` holds `value`. Anything else is no condition.
 */
export function preconditionOf(field: { precondition?: unknown }): { key: string; value: string } | null {
  const condition = field.precondition as { key?: unknown; value?: unknown } | null | undefined;
  if (!condition || typeof condition !== 'object' || typeof condition.key !== 'string' || !condition.key)
    return null;
  return { key: condition.key, value: String(condition.value ?? '') };
}

export function isFieldVisible(field: DynamicField, values: FormValues, context: VisibilityContext): boolean {
  if (field.key === 'user_id') return context.hasUserSelect;
  if (field.key === 'other') return values.signup_reason === OTHER_REASON;
  const condition = preconditionOf(field);
  if (condition) return String(values[condition.key] ?? '') === condition.value;
  return true;
}

/** The fields to show, in order. Hidden fields are neither shown nor validated. */
export function visibleFields<F extends DynamicField>(
  fields: readonly F[],
  values: FormValues,
  context: VisibilityContext,
): F[] {
  return orderFields(fields).filter((field) => isFieldVisible(field, values, context));
}

const IMAGE_LABEL = /image|logo|foto/i;

/** An image field, or a file field whose label names a picture (image, logo, foto). */
export function isImageField(field: Pick<DynamicField, 'type' | 'label'>): boolean {
  return field.type === 'image' || (field.type === 'file' && IMAGE_LABEL.test(field.label));
}

/** The forms API types password fields as text; their keys say what they are. */
export function isPasswordField(field: Pick<DynamicField, 'key' | 'type'>): boolean {
  return field.type === 'text' && /^password(_confirm(ation)?)?$/.test(field.key);
}

export function isFileField(field: Pick<DynamicField, 'type'>): boolean {
  return field.type === 'file' || field.type === 'image';
}

function hasText(value: unknown): boolean {
  // Numbers count: the server may send e.g. an address number as 12 for a text field.
  if (typeof value === 'number') return Number.isFinite(value);
  // Blank text is treated as empty: a space is not an answer.
  return typeof value === 'string' && value.trim() !== '';
}

function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(new Date(value).getTime());
}

function isFileValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof File !== 'undefined' && value instanceof File) return true;
  return typeof FileList !== 'undefined' && value instanceof FileList && value.length > 0;
}

function isNonNegativeNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  if (typeof value !== 'string' || value.trim() === '') return false;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0;
}

/**
 * The error of one field, or null. Only required fields are checked (spec §5), so an optional
 * phone with a bad format passes here.
 */
export function fieldError(field: DynamicField, value: unknown): FieldErrorCode | null {
  if (!field.required) return null;
  switch (field.type) {
    case 'text':
    case 'time':
    case 'textarea':
      return hasText(value) ? null : 'required';
    case 'date':
    case 'datetime-local':
      return isValidDate(value) ? null : 'required';
    case 'number':
      return isNonNegativeNumber(value) ? null : 'required';
    case 'file':
    case 'image':
      return isFileValue(value) ? null : 'file';
    case 'phone':
      if (!hasText(value)) return 'required';
      return isValidPhone(String(value)) ? null : 'phone';
    case 'select':
      // false and 0 are answers; '' is the native select's placeholder, so it is not.
      return value === null || value === undefined || value === '' ? 'option' : null;
    case 'creatable-select':
      return Array.isArray(value) && value.length > 0 ? null : 'option';
    case 'boolean':
      // Decision: a required checkbox must be ticked, as HTML's `required` means for checkboxes;
      // a yes/no question belongs in a select, where false is a valid answer.
      return value === true ? null : 'option';
  }
}

/** Errors of the visible fields, keyed by field key; an empty object means the form is valid. */
export function validateForm(
  fields: readonly DynamicField[],
  values: FormValues,
  context: VisibilityContext,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(fields, values, context)) {
    const error = fieldError(field, values[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/** One invalid field is named by its label; several get the general message. */
export function errorSummary(fields: readonly DynamicField[], invalidKeys: readonly string[]): ErrorSummary {
  if (invalidKeys.length === 0) return null;
  if (invalidKeys.length > 1) return { kind: 'many' };
  const key = invalidKeys[0];
  const field = fields.find((candidate) => candidate.key === key);
  return { kind: 'one', label: field?.label ?? key ?? '' };
}
