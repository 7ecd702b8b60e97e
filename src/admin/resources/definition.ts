import type { ReactNode } from 'react';
import type { ResourceApi, ResourceRecord } from '#src/api/resource-api';
import type { RowActionName } from '#machines/resource-list/row-actions';
import type { FieldRule, FormValue, FormValues } from '#src/domain/resource-form';

/** The shell's menu groups (issue 15 fills Clientes, Horarios and Ajustes). */
export type AdminGroup = 'catalogue' | 'customers' | 'schedule' | 'content' | 'payments' | 'settings';

export interface ResourceColumn {
  id: string;
  header: string;
  /** What search, sort and the CSV read: plain text or a number. */
  value: (row: ResourceRecord) => string | number | null;
  /** What the table shows, when not the value itself (a badge, a colour swatch). */
  cell?: (row: ResourceRecord) => ReactNode;
  /** Left out of the table until the admin picks it in 'Columnas'. */
  hidden?: boolean;
}

/** What a field with its own control receives: its value, every value of the form, a setter. */
export interface FieldControlProps {
  value: FormValue | undefined;
  values: FormValues;
  onChange: (value: FormValue) => void;
  label: string;
  /** Sets another field of the form (an upload that also fills in the file's address). */
  setField?: (name: string, value: FormValue) => void;
}

export interface FormField extends FieldRule {
  label: string;
  /** A control of its own instead of the kind's input (the spot map grid). */
  control?: (props: FieldControlProps) => ReactNode;
  help?: string;
  /** A heading the field starts under (a package's 'Suscripción' section). */
  section?: string;
}

/**
 * One admin resource as data: where it lives in the contract, what its list shows, what its form
 * holds and what the editor says. The generic list and edit machines and views do the rest; a
 * resource with behaviour adds a named row action or fields of its own kinds. Issue 15's screens
 * (customers, schedule, forms, settings) add definitions to `ADMIN_RESOURCES` the same way.
 */
export interface ResourceDefinition {
  /** The address segment: /admin/<key>, /admin/<key>/<id>, /admin/<key>/nuevo. */
  key: string;
  group: AdminGroup;
  /** The menu entry and the list's heading (plural). */
  label: string;
  /** One record ('paquete'): 'Nuevo: paquete'. */
  singular: string;
  api: ResourceApi;
  /** The record's name in the delete confirmation and phone cards. */
  titleOf: (row: ResourceRecord) => string;
  columns: ResourceColumn[];
  fields: FormField[];
  /** A new record's starting values. */
  defaults?: ResourceRecord;
  /** The success texts: the spec's ('Tag saved.') or 'X saved.' / 'X deleted.'. */
  saved: string;
  deleted: string;
  /** A record the server writes (an email sent): the list shows it, nothing creates or edits it. */
  readOnly?: boolean;
  /** New records come from an upload on the list (files), not from the form. */
  createByUpload?: boolean;
  /** A list row's own action (a package on or off the home page). */
  rowAction?: { name: RowActionName; label: (row: ResourceRecord) => string };
  /** A preview beside the form, fed with the unsaved values (a spot map). */
  preview?: (values: FormValues) => ReactNode;
}
