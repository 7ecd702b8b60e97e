/*
 * The audit log's words, shared by the mock server that records it and the back-office that
 * shows it: an object's type is its id field without `_id`, in snake case.
 */

/** 'class_package_id' → 'class_package', 'CustomSpotMap_id' → 'custom_spot_map'. */
export function auditObjectType(idKey: string): string {
  return idKey
    .replace(/_id$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

export interface AuditValueChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** Fields that change on every write and say nothing to a person reading the history. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt']);

/** The fields worth showing: bookkeeping timestamps left out. */
export function shownFields<T extends AuditValueChange>(fields: readonly T[]): T[] {
  return fields.filter((change) => !BOOKKEEPING.has(change.field));
}

/** A value as a short text: empty for null or nothing, 'Sí'/'No', JSON for objects. */
export function auditValueText(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Field labels staff know, by object type ('customer', 'class_package'…); the entry '*' holds
 * labels any object may use ('status' → 'Estado').
 */
export type AuditFieldLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** 'available_classes' → 'Available classes', 'lastName' → 'Last name': a field nobody named. */
function plainName(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a changed field in the history: the object's own label, else the common one,
 * else the field's name in plain words (never the raw snake_case key).
 */
export function auditFieldLabel(labels: AuditFieldLabels, objectType: string, field: string): string {
  return labels[objectType]?.[field] ?? labels['*']?.[field] ?? plainName(field);
}
