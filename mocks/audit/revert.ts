import type { components } from '#src/api/schema.gen';
import { decideRevert, isRevertible as revertibleNow, revertedValues } from '#src/domain/admin/audit-log';
import { orRefused } from '#mocks/http-errors';
import { auditedCollections, idKeyOf, objectTypeOf } from './capture';
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

const currentOf = (entry: AuditRecord) => entry.changes.map((change) => locate(change)?.record);

/** Whether the back-office may offer 'Deshacer' on this entry now (src/domain/admin/audit-log.ts). */
export function isRevertible(entry: AuditRecord): boolean {
  return revertibleNow(entry, currentOf(entry));
}

/** Puts back the values the entry replaced, or says plainly why it cannot. */
export async function revertEntry(entry: AuditRecord): Promise<void> {
  orRefused(decideRevert(entry, currentOf(entry)));
  for (const change of entry.changes) {
    const { collection, idKey } = locate(change)!;
    await collection.update((q) => q.where((record) => String(record[idKey]) === String(change.object_id)), {
      data(record) {
        Object.assign(record, revertedValues(change));
      },
    });
  }
}
