/*
 * The audit log's rules (decision 023), shared by the mocks (which find changes by comparing their
 * store) and the server (which knows the rows it writes, decision 061): what a change to one
 * record looks like in the log, which entries can be undone, and which concern an object.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { ADMIN_MESSAGES as MSG } from './messages';

type S = components['schemas'];
type Row = Record<string, unknown>;
export type AuditChange = S['AuditChange'];
export type AuditEntryFacts = Pick<S['AuditEntry'], 'changes' | 'reverted_by'>;

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

/**
 * One record's change as the log keeps it: created (no `before`), deleted (no `after`) or
 * updated (only the fields that differ; null when nothing did).
 */
export function auditChange(
  object_type: string,
  idKey: string,
  before: Row | undefined,
  after: Row | undefined,
): AuditChange | null {
  const record = (after ?? before)!;
  const kind: AuditChange['kind'] = !before ? 'created' : !after ? 'deleted' : 'updated';
  const fields = fieldsOf(before, after);
  if (kind === 'updated' && fields.length === 0) return null;
  return {
    object_type,
    object_id: record[idKey] as number | string,
    refs: refsOf(record, idKey),
    kind,
    fields,
  };
}

/** Only field changes to records that still exist, every value kept by the log. */
function isSimple(entry: AuditEntryFacts): boolean {
  return (
    entry.changes.length > 0 &&
    entry.changes.every(
      (change) =>
        change.kind === 'updated' &&
        change.fields.every((field) => !isOmitted(field.before) && !isOmitted(field.after)),
    )
  );
}

/** Each change's record as it is now (undefined: gone), in the order of `entry.changes`. */
type Current = ReadonlyArray<Row | undefined>;

function stillAsWritten(entry: AuditEntryFacts, current: Current): boolean {
  return entry.changes.every((change, index) => {
    const record = current[index];
    return (
      record !== undefined && change.fields.every((field) => sameValue(record[field.field], field.after))
    );
  });
}

/** Whether the back-office may offer 'Deshacer' on this entry now. */
export function isRevertible(entry: AuditEntryFacts, current: Current): boolean {
  return entry.reverted_by === null && isSimple(entry) && stillAsWritten(entry, current);
}

/** May the entry be undone now: 400 for a creation or deletion, 409 once undone or changed since. */
export function decideRevert(entry: AuditEntryFacts, current: Current): Decision {
  if (!isSimple(entry)) return refuse(400, MSG.auditNotSimple);
  if (entry.reverted_by !== null) return refuse(409, MSG.auditAlreadyReverted);
  if (!stillAsWritten(entry, current)) return refuse(409, MSG.auditDataChanged);
  return allow({});
}

/** The values a revert writes back into one change's record. */
export function revertedValues(change: AuditChange): Row {
  return Object.fromEntries(change.fields.map((field) => [field.field, field.before]));
}

/** Whether a change touched the object, or (related) a record pointing at it. */
export function concerns(change: AuditChange, type: string, id: number, related: boolean): boolean {
  if (change.object_type === type && String(change.object_id) === String(id)) return true;
  return related && change.refs?.[`${type}_id`] === id;
}
