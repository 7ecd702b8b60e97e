import type { components } from '#src/api/schema.gen';
import { auditChange } from '#src/domain/admin/audit-log';
import type { CollectionName } from '#mocks/db';
import { idKeyOf, objectTypeOf, type Capture } from './capture';

type S = components['schemas'];
type Row = Record<string, unknown>;

function changeOf(name: CollectionName, before: Row | undefined, after: Row | undefined) {
  const idKey = idKeyOf(name, (after ?? before)!);
  return auditChange(objectTypeOf(name, idKey), idKey, before, after);
}

/** What one write did to the data: each record created, updated (its changed fields) or deleted. */
export function diffCaptures(before: Capture, after: Capture): S['AuditChange'][] {
  const changes: Array<S['AuditChange'] | null> = [];
  for (const [name, rows] of after) {
    const old = before.get(name) ?? new Map<string, string>();
    for (const [id, text] of rows) {
      const was = old.get(id);
      if (was === text) continue;
      changes.push(
        changeOf(name, was === undefined ? undefined : (JSON.parse(was) as Row), JSON.parse(text) as Row),
      );
    }
    for (const [id, was] of old) {
      if (!rows.has(id)) changes.push(changeOf(name, JSON.parse(was) as Row, undefined));
    }
  }
  return changes.filter((change) => change !== null);
}
