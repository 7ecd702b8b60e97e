import type { components } from '#src/api/schema.gen';
import { auditChange } from '#src/domain/admin/audit-log';
import { linksAtDeletion, type LinkedClass } from '#src/domain/admin/audit-restore';
import type { CollectionName } from '#mocks/db';
import { idKeyOf, objectTypeOf, type Capture } from './capture';

type S = components['schemas'];
type Row = Record<string, unknown>;

function changeOf(
  name: CollectionName,
  before: Row | undefined,
  after: Row | undefined,
  classesBefore: () => LinkedClass[],
) {
  const idKey = idKeyOf(name, (after ?? before)!);
  const type = objectTypeOf(name, idKey);
  // A deleted coach or tag keeps the classes that listed it, as the server reads them.
  const links =
    before && !after && typeof before[idKey] === 'number'
      ? linksAtDeletion(type, before[idKey], classesBefore())
      : [];
  return auditChange(type, idKey, before, after, links);
}

/** What one write did to the data: each record created, updated (its changed fields) or deleted. */
export function diffCaptures(before: Capture, after: Capture): S['AuditChange'][] {
  let classes: LinkedClass[] | undefined;
  const classesBefore = () =>
    (classes ??= [...(before.get('singleClasses')?.values() ?? [])].map(
      (text) => JSON.parse(text) as LinkedClass,
    ));
  const changes: Array<S['AuditChange'] | null> = [];
  for (const [name, rows] of after) {
    const old = before.get(name) ?? new Map<string, string>();
    for (const [id, text] of rows) {
      const was = old.get(id);
      if (was === text) continue;
      changes.push(
        changeOf(
          name,
          was === undefined ? undefined : (JSON.parse(was) as Row),
          JSON.parse(text) as Row,
          classesBefore,
        ),
      );
    }
    for (const [id, was] of old) {
      if (!rows.has(id)) changes.push(changeOf(name, JSON.parse(was) as Row, undefined, classesBefore));
    }
  }
  return changes.filter((change) => change !== null);
}
