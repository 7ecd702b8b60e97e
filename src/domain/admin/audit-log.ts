/*
 * The audit log's rules (decision 023), shared by the mocks (which find changes by comparing their
 * store) and the server (which knows the rows it writes, decision 061): what a change to one
 * record looks like in the log, which entries can be undone, and which concern an object.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { linkFieldOf, type AuditLink } from './audit-restore';
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
 * updated (only the fields that differ; null when nothing did). A deleted coach or tag keeps
 * the classes that listed it (`links`, src/domain/admin/audit-restore.ts), kept whole.
 */
export function auditChange(
  object_type: string,
  idKey: string,
  before: Row | undefined,
  after: Row | undefined,
  links: readonly AuditLink[] = [],
): AuditChange | null {
  const record = (after ?? before)!;
  const kind: AuditChange['kind'] = !before ? 'created' : !after ? 'deleted' : 'updated';
  const fields = fieldsOf(before, after);
  if (kind === 'updated' && fields.length === 0) return null;
  const change: AuditChange = {
    object_type,
    object_id: record[idKey] as number | string,
    refs: refsOf(record, idKey),
    kind,
    fields,
  };
  if (kind === 'deleted' && links.length > 0) change.links = [...links];
  return change;
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

/**
 * The deletion of a coach or tag an entry undoes, by its index (-1: none): the entry's one
 * deletion, of a type whose deletion can be undone, every value kept. Its other changes can only
 * be what it did to the records that listed it (the mocks' log shows them; the server's does
 * not): undoing it restores the record and its `links`, not those changes one by one.
 */
export function restorableDeletion(entry: Pick<AuditEntryFacts, 'changes'>): number {
  const deletions = entry.changes.filter((change) => change.kind === 'deleted');
  const [deletion] = deletions;
  if (deletions.length !== 1 || !deletion || linkFieldOf(deletion.object_type) === undefined) return -1;
  if (entry.changes.some((change) => change.kind === 'created')) return -1;
  if (deletion.fields.some((field) => isOmitted(field.before))) return -1;
  return entry.changes.indexOf(deletion);
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

/** A field change still as it wrote its values; a deleted coach or tag still gone (its id free). */
function unchangedSince(entry: AuditEntryFacts, current: Current): boolean {
  const deletion = restorableDeletion(entry);
  return deletion >= 0 ? current[deletion] === undefined : stillAsWritten(entry, current);
}

const undoable = (entry: AuditEntryFacts) => isSimple(entry) || restorableDeletion(entry) >= 0;

/** Whether the back-office may offer 'Deshacer' on this entry now. */
export function isRevertible(entry: AuditEntryFacts, current: Current): boolean {
  return entry.reverted_by === null && undoable(entry) && unchangedSince(entry, current);
}

/**
 * May the entry be undone now: 400 for a creation or a deletion (but a coach's or a tag's), 409
 * once undone or changed since. The entry records its undoing, so a second one finds it undone.
 */
export function decideRevert(entry: AuditEntryFacts, current: Current): Decision {
  if (!undoable(entry)) return refuse(400, MSG.auditNotSimple);
  if (entry.reverted_by !== null) return refuse(409, MSG.auditAlreadyReverted);
  if (!unchangedSince(entry, current)) return refuse(409, MSG.auditDataChanged);
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
