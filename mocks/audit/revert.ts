import type { components } from '#src/api/schema.gen';
import { apiError } from '#mocks/http-errors';
import { auditedCollections, idKeyOf, objectTypeOf } from './capture';
import { isOmitted, sameValue } from './diff';
import type { AuditRecord } from './record';

type S = components['schemas'];
type Row = Record<string, unknown>;

interface LooseCollection {
  all(): Row[];
  update(
    query: (q: { where(predicate: (record: Row) => boolean): unknown }) => unknown,
    options: { data(record: Row): void },
  ): Promise<unknown>;
}

interface Located {
  collection: LooseCollection;
  idKey: string;
  record: Row;
}

/** The record a change was made to, as it is now. */
function locate(change: S['AuditChange']): Located | undefined {
  for (const [name, typed] of auditedCollections()) {
    const collection = typed as unknown as LooseCollection;
    for (const record of collection.all()) {
      const idKey = idKeyOf(name, record);
      if (objectTypeOf(name, idKey) !== change.object_type) break;
      if (String(record[idKey]) === String(change.object_id)) return { collection, idKey, record };
    }
  }
  return undefined;
}

/** Only field changes to records that still exist, every value kept by the log. */
function isSimple(entry: AuditRecord): boolean {
  return (
    entry.changes.length > 0 &&
    entry.changes.every(
      (change) =>
        change.kind === 'updated' &&
        change.fields.every((field) => !isOmitted(field.before) && !isOmitted(field.after)),
    )
  );
}

function stillAsWritten(entry: AuditRecord): boolean {
  return entry.changes.every((change) => {
    const found = locate(change);
    return (
      found !== undefined && change.fields.every((field) => sameValue(found.record[field.field], field.after))
    );
  });
}

/** Whether the back-office may offer 'Deshacer' on this entry now. */
export function isRevertible(entry: AuditRecord): boolean {
  return entry.reverted_by === null && isSimple(entry) && stillAsWritten(entry);
}

/** Puts back the values the entry replaced, or says plainly why it cannot. */
export async function revertEntry(entry: AuditRecord): Promise<void> {
  if (!isSimple(entry))
    throw apiError(400, 'Solo se puede deshacer un cambio de valores, no un alta ni una baja.');
  if (entry.reverted_by !== null) throw apiError(409, 'Este cambio ya se deshizo.');
  if (!stillAsWritten(entry))
    throw apiError(409, 'Los datos cambiaron después de este cambio; ya no se puede deshacer.');
  for (const change of entry.changes) {
    const { collection, idKey } = locate(change)!;
    await collection.update((q) => q.where((record) => String(record[idKey]) === String(change.object_id)), {
      data(record) {
        for (const field of change.fields) record[field.field] = field.before;
      },
    });
  }
}

/** Whether a change touched the object, or (related) a record pointing at it. */
export function concerns(change: S['AuditChange'], type: string, id: number, related: boolean): boolean {
  if (change.object_type === type && String(change.object_id) === String(id)) return true;
  return related && change.refs?.[`${type}_id`] === id;
}
