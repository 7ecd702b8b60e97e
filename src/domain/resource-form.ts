import { es } from '#src/i18n/es-admin';
import { optionsFromText, optionsToText } from './form-builder';
import { validRowSizes } from './spot-map-editor';

/**
 * The admin editor's forms as data: what a field holds, how it is checked before sending, and how
 * a record becomes form values and form values become the body the contract takes. Pure, so the
 * edit machine's guards and the table-driven tests read the same rules.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'html'
  | 'number'
  | 'money'
  | 'credits'
  | 'boolean'
  | 'select'
  | 'colour'
  | 'slug'
  | 'date'
  | 'image'
  | 'file'
  /** A class type's spot map row sizes, "4,5,5". */
  | 'rowSizes'
  /** A custom spot map's cells, JSON text edited on a grid. */
  | 'spots'
  /** A list of objects (a package's per-class-type amounts), held as JSON text while editing. */
  | 'list'
  /** A select's options ({ label, value }[]), typed one a line while editing. */
  | 'options';

export interface FieldRule {
  /** The body's key; a dotted name reaches inside an object (`image.src`). */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Numbers: the smallest allowed (0 unless said otherwise: nothing here is negative). */
  min?: number;
  max?: number;
  /** Numbers that must be whole (credits, days, order). */
  integer?: boolean;
  /** A select's values. */
  options?: readonly { value: string; label: string }[];
  /** No other record may have the same value (a page's slug). */
  unique?: boolean;
  /** A lower ceiling while a switch is on (a percent discount is at most 100). */
  maxWhen?: { flag: string; max: number };
  /** Where a loaded record holds the value when not under `name` (a program's `file.file_id`). */
  from?: string;
  /**
   * Required, and shown, only while another field has one of these values (a list type needs
   * options; a text type has none to ask for).
   */
  requiredWhen?: { field: string; oneOf: readonly string[] };
}

/** What the form holds: strings for inputs, booleans for switches, an object for an upload. */
export type FormValue = string | boolean | null | { src: string } | Record<string, unknown>;
export type FormValues = Record<string, FormValue>;
export type FieldErrors = Record<string, string>;
/** Values already taken by other records, by field name (for `unique`). */
export type TakenValues = Record<string, readonly string[]>;

const NUMERIC: ReadonlySet<FieldKind> = new Set(['number', 'money', 'credits']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The spec's save rule: a numeric id updates (PUT), a missing or non-numeric one creates (POST). */
export function recordIdOf(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export function saveMethodFor(raw: string | number | null | undefined): 'PUT' | 'POST' {
  return recordIdOf(raw) === null ? 'POST' : 'PUT';
}

function get(record: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);
}

function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = target;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
}

function emptyValue(field: FieldRule): FormValue {
  if (field.kind === 'boolean') return false;
  if (field.kind === 'image' || field.kind === 'file') return null;
  return '';
}

/** The form's values for a record (or the defaults of a new one). */
export function valuesOf(fields: readonly FieldRule[], record: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = get(record, field.name) ?? (field.from ? get(record, field.from) : undefined);
    if (field.kind === 'boolean') values[field.name] = value === true || value === 1;
    else if (field.kind === 'list') values[field.name] = JSON.stringify(Array.isArray(value) ? value : []);
    else if (field.kind === 'options')
      values[field.name] = optionsToText(
        Array.isArray(value) ? (value as Parameters<typeof optionsToText>[0]) : [],
      );
    else if (field.kind === 'image' || field.kind === 'file')
      values[field.name] = (value as FormValue | undefined) ?? null;
    else values[field.name] = value === null || value === undefined ? emptyValue(field) : String(value);
  }
  return values;
}

function parseList(value: FormValue | undefined): unknown[] {
  try {
    const parsed: unknown = JSON.parse(typeof value === 'string' ? value : '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
const fill = (template: string, key: string, value: number) => template.replace(`{${key}}`, String(value));

/** Whether a field means anything with the other values: a `requiredWhen` field only while its condition holds. */
export function fieldApplies(field: FieldRule, values: FormValues): boolean {
  const when = field.requiredWhen;
  return !when || when.oneOf.includes(text(values[when.field]));
}

/** The first problem of one field, in Spanish, or null. */
export function fieldError(field: FieldRule, values: FormValues, taken: TakenValues = {}): string | null {
  const value = values[field.name];
  const t = es.validation;
  if (field.kind === 'boolean' || field.kind === 'list') return null;
  if (field.kind === 'image' || field.kind === 'file') return field.required && !value ? t.required : null;
  const raw = text(value);
  const required = field.requiredWhen ? fieldApplies(field, values) : field.required;
  if (!raw) return required ? t.required : null;
  if (NUMERIC.has(field.kind)) {
    const number = Number(raw);
    if (!Number.isFinite(number)) return t.number;
    if (field.kind === 'credits' && number === -1) return null;
    if (field.kind === 'money' && !/^\d+(\.\d{1,2})?$/.test(raw)) return number < 0 ? t.notNegative : t.money;
    if ((field.integer || field.kind === 'credits') && !Number.isInteger(number)) return t.integer;
    const min = field.min ?? 0;
    if (number < min) return min === 0 ? t.notNegative : fill(t.atLeast, 'min', min);
    if (field.max !== undefined && number > field.max) return fill(t.atMost, 'max', field.max);
    if (field.maxWhen && values[field.maxWhen.flag] === true && number > field.maxWhen.max) return t.percent;
  }
  if (field.kind === 'slug') {
    if (!SLUG.test(raw)) return t.slug;
    if (field.unique && taken[field.name]?.includes(raw)) return t.slugTaken;
  }
  if (field.kind === 'colour' && !COLOUR.test(raw)) return t.colour;
  if (field.kind === 'rowSizes' && !validRowSizes(raw)) return t.rowSizes;
  return null;
}

/** Every field's problem; empty when the form may be sent. */
export function validateValues(
  fields: readonly FieldRule[],
  values: FormValues,
  taken: TakenValues = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = fieldError(field, values, taken);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The body the contract takes: numbers as numbers, empty optional values as null. */
export function bodyOf(fields: readonly FieldRule[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'boolean') set(body, field.name, value === true);
    else if (field.kind === 'list') set(body, field.name, parseList(value));
    else if (field.kind === 'options')
      set(body, field.name, text(value) ? optionsFromText(text(value)) : null);
    else if (field.kind === 'image' || field.kind === 'file') set(body, field.name, value ?? null);
    else if (NUMERIC.has(field.kind)) set(body, field.name, text(value) ? Number(text(value)) : null);
    else set(body, field.name, text(value) || null);
  }
  // An object whose only field is empty is no object at all (`image: null`, not `{ src: null }`).
  for (const field of fields) {
    const [top, inner] = field.name.split('.');
    if (inner && !text(values[field.name])) body[top!] = null;
  }
  return body;
}

/** Whether the form differs from what was loaded or last saved. */
export function valuesChanged(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
