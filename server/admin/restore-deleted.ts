import type { components } from '#src/api/schema.gen';
import { planRestore } from '#src/domain/admin/audit-restore';
import { auditObjectType } from '#src/domain/audit';
import type { Database } from '#server/db/client';
import { linkedClasses, storeRelinked } from '#server/schedule-admin/class-links';
import { storedValues, type AuditLog } from './audit';
import { auditedTable, currentRecord } from './audited-tables';
import { linkedLogins, linkedVideos, storeLoginLinks, storeVideoLinks } from './deletion-links';

/**
 * Undoes the deletion of a coach or tag (src/domain/admin/audit-restore.ts, decision 086): the
 * row again with its own id (a serial never hands it out twice), and back on the classes and
 * videos its deletion dropped it from and a coach's login, those that still exist, locked first
 * (in id order) and logged. The revert
 * holds the entry's lock, so a second one waits and then finds it undone.
 */
export async function restoreDeleted(
  tx: Database,
  log: AuditLog,
  change: components['schemas']['AuditChange'],
): Promise<void> {
  const table = auditedTable(change.object_type)!;
  const linked = (object_type: string) =>
    (change.links ?? []).filter((link) => link.object_type === object_type).map((link) => link.object_id);
  const numbers = (ids: Array<number | string>) => ids.filter((id) => typeof id === 'number');
  // Locked in one order (classes, videos, logins; each by id) before any is written.
  const classes = await linkedClasses(tx, numbers(linked('single_class')), true);
  const videos = await linkedVideos(tx, numbers(linked('video')), true);
  const logins = await linkedLogins(tx, linked('user').map(String), true);
  const missingRefs: string[] = [];
  for (const [ref, id] of Object.entries(change.refs ?? {})) {
    const object_type = auditObjectType(ref);
    if (typeof id !== 'number' || !auditedTable(object_type)) continue;
    // Locked: the photo cannot go while the coach comes back pointing at it.
    if (!(await currentRecord(tx, { object_type, object_id: id }, true))) missingRefs.push(ref);
  }
  const plan = planRestore(change, { classes, videos, logins, missingRefs });
  const [row] = await tx.insert(table.table).values(storedValues(table, plan.record)).returning();
  log.change(table, undefined, row as Record<string, unknown>);
  await storeRelinked(tx, log, classes, plan.classes);
  await storeVideoLinks(tx, log, videos, plan.videos);
  await storeLoginLinks(tx, log, logins, plan.logins);
}
