import type { components } from '#src/api/schema.gen';
import type { CollectionName } from '#mocks/db';
import { idKeyOf, objectTypeOf, type Capture } from './capture';

type S = components['schemas'];
type Row = Record<string, unknown>;

/** Longer values (an uploaded file as a data URL) are not kept: the entry says how long they were. */
const MAX_VALUE_LENGTH = 2000;
const OMITTED = '…omitted:';

function storable(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text !== undefined && text.length > MAX_VALUE_LENGTH ? `${OMITTED}${text.length}` : value;
}

/** A value the log did not keep cannot be put back. */
export function isOmitted(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(OMITTED);
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldsOf(before: Row | undefined, after: Row | undefined): S['AuditFieldChange'][] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const fields: S['AuditFieldChange'][] = [];
  for (const field of keys) {
    const was = before?.[field];
    const now = after?.[field];
    if (before && after && sameValue(was, now)) continue;
    // A created or deleted record lists the fields it had, not its empty ones.
    if (!before && (now === null || now === undefined)) continue;
    if (!after && (was === null || was === undefined)) continue;
    const change: S['AuditFieldChange'] = { field };
    if (before) change.before = storable(was ?? null);
    if (after) change.after = storable(now ?? null);
    fields.push(change);
  }
  return fields;
}

function refsOf(record: Row, idKey: string): Record<string, number | string | null> {
  const refs: Record<string, number | string | null> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === idKey || !key.endsWith('_id')) continue;
    if (value === null || typeof value === 'number' || typeof value === 'string') refs[key] = value;
  }
  return refs;
}

function changeOf(
  name: CollectionName,
  kind: S['AuditChange']['kind'],
  before: Row | undefined,
  after: Row | undefined,
): S['AuditChange'] {
  const record = (after ?? before)!;
  const idKey = idKeyOf(name, record);
  return {
    object_type: objectTypeOf(name, idKey),
    object_id: record[idKey] as number | string,
    refs: refsOf(record, idKey),
    kind,
    fields: fieldsOf(before, after),
  };
}

/** What one write did to the data: each record created, updated (its changed fields) or deleted. */
export function diffCaptures(before: Capture, after: Capture): S['AuditChange'][] {
  const changes: S['AuditChange'][] = [];
  for (const [name, rows] of after) {
    const old = before.get(name) ?? new Map<string, string>();
    for (const [id, text] of rows) {
      const was = old.get(id);
      if (was === text) continue;
      const now = JSON.parse(text) as Row;
      changes.push(
        was === undefined
          ? changeOf(name, 'created', undefined, now)
          : changeOf(name, 'updated', JSON.parse(was) as Row, now),
      );
    }
    for (const [id, was] of old) {
      if (!rows.has(id)) changes.push(changeOf(name, 'deleted', JSON.parse(was) as Row, undefined));
    }
  }
  return changes.filter((change) => change.kind !== 'updated' || change.fields.length > 0);
}
