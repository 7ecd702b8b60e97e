import type { components } from '#src/api/schema.gen';
import { auditChange } from '#src/domain/admin/audit-log';
import { linkFieldOf, linksAtDeletion, type LinkingRecords } from '#src/domain/admin/audit-restore';
import type { CollectionName } from '#mocks/db';
import { idKeyOf, objectTypeOf, type Capture } from './capture';

type S = components['schemas'];
type Row = Record<string, unknown>;

function changeOf(
  name: CollectionName,
  before: Row | undefined,
  after: Row | undefined,
  listingBefore: () => LinkingRecords,
) {
  const idKey = idKeyOf(name, (after ?? before)!);
  const type = objectTypeOf(name, idKey);
  // A deleted coach or tag keeps the classes, videos and logins that listed it, as the server reads them.
  const links =
    before && !after && typeof before[idKey] === 'number' && linkFieldOf(type)
      ? linksAtDeletion(type, before[idKey], listingBefore())
      : [];
  return auditChange(type, idKey, before, after, links);
}

/** What one write did to the data: each record created, updated (its changed fields) or deleted. */
export function diffCaptures(before: Capture, after: Capture): S['AuditChange'][] {
  let listing: LinkingRecords | undefined;
  const rowsBefore = <T>(name: CollectionName) =>
    [...(before.get(name)?.values() ?? [])].map((text) => JSON.parse(text) as T);
  const listingBefore = () =>
    (listing ??= {
      classes: rowsBefore('singleClasses'),
      videos: rowsBefore('videos'),
      logins: rowsBefore('users'),
    });
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
          listingBefore,
        ),
      );
    }
    for (const [id, was] of old) {
      if (!rows.has(id)) changes.push(changeOf(name, JSON.parse(was) as Row, undefined, listingBefore));
    }
  }
  return changes.filter((change) => change !== null);
}
