import type { ResourceRecord } from '#src/api/resource-api';
import { formatMxn } from '#src/domain/money';
import { es } from '#src/i18n/es-admin';
import type { FieldKind } from '#src/domain/resource-form';
import type { FormField, ResourceColumn } from './definition';

const raw = (row: ResourceRecord, id: string) => row[id];

/** A column of the record's own field, as text (null when empty). */
export function textColumn(id: string, header: string, hidden = false): ResourceColumn {
  return {
    id,
    header,
    hidden,
    value: (row) => {
      const value = raw(row, id);
      return value === null || value === undefined || value === '' ? null : (value as string | number);
    },
  };
}

/**
 * The column of a select field (a tag's type, a custom field's object): the option's Spanish
 * label, as the form shows it, never the stored value ('video'); search, sort and the CSV read the
 * label too. A value the options do not name (written by another client) shows as it came.
 */
export function optionColumn(select: FormField, hidden = false): ResourceColumn {
  const labels = new Map((select.options ?? []).map((option) => [option.value, option.label]));
  return {
    id: select.name,
    header: select.label,
    hidden,
    value: (row) => {
      const value = raw(row, select.name);
      if (value === null || value === undefined || value === '') return null;
      return labels.get(String(value)) ?? (value as string | number);
    },
  };
}

export function idColumn(id: string): ResourceColumn {
  return { ...textColumn(id, es.resources.id), hidden: true };
}

export function moneyColumn(id: string, header: string, hidden = false): ResourceColumn {
  return {
    id,
    header,
    hidden,
    value: (row) => (typeof raw(row, id) === 'number' ? (raw(row, id) as number) : null),
    cell: (row) => (typeof raw(row, id) === 'number' ? formatMxn(raw(row, id) as number) : ''),
  };
}

export function yesNoColumn(id: string, header: string, hidden = false): ResourceColumn {
  return {
    id,
    header,
    hidden,
    value: (row) => (raw(row, id) ? es.resources.yes : es.resources.no),
  };
}

/** A form field: `field('title', 'text', 'Nombre', { required: true })`. */
export function field(
  name: string,
  kind: FieldKind,
  label: string,
  rules: Omit<FormField, 'name' | 'kind' | 'label'> = {},
): FormField {
  return { name, kind, label, ...rules };
}

/** One field per name, all of one kind, labelled from the resource's `fields` strings. */
export function fieldsOf<L extends Record<string, string>>(
  labels: L,
  kind: FieldKind,
  names: ReadonlyArray<keyof L & string>,
  rules: Omit<FormField, 'name' | 'kind' | 'label'> = {},
): FormField[] {
  return names.map((name) => field(name, kind, labels[name]!, rules));
}

/** A resource's menu name, one record's name and its two success texts, from its strings. */
export function texts(strings: { label: string; singular: string; saved: string; deleted: string }) {
  const { label, singular, saved, deleted } = strings;
  return { label, singular, saved, deleted };
}

/** A record named by one of its fields (the delete confirmation, phone cards). */
export const byField = (name: string) => (row: ResourceRecord) => String(row[name] ?? '');
