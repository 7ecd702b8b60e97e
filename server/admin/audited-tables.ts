import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { AuditedTable } from './audit';
import { CATALOGUE_ENTITIES, programEntity } from './catalogue-entities';
import { discountEntity, packageEntity, paymentMethodEntity } from './commerce-entities';
import { announcementEntity, pageEntity } from './content-entities';
import { creditsTable } from './customer-tables';
import { fileEntity } from './file-entity';
import { customFieldEntity, customSpotMapEntity, formEntity } from './forms-entities';
import { closureEntity } from '#server/schedule-admin/closure-entity';
import { singleClassAudit } from '#server/schedule-admin/class-audit';

/** Every table staff writes through the CRUD shell: where a revert finds an entry's records. */
const AUDITED: AuditedTable[] = [
  packageEntity,
  discountEntity,
  paymentMethodEntity,
  ...CATALOGUE_ENTITIES,
  programEntity,
  pageEntity,
  announcementEntity,
  formEntity,
  customFieldEntity,
  customSpotMapEntity,
  creditsTable,
  fileEntity,
  closureEntity,
  singleClassAudit,
];

const byType = new Map(AUDITED.map((table) => [table.objectType, table]));

export function auditedTable(objectType: string): AuditedTable | undefined {
  return byType.get(objectType);
}

/** The record a change was made to, as it is now (locked when a revert is to write it). */
export async function currentRecord(
  db: Database,
  change: { object_type: string; object_id: number | string },
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const table = auditedTable(change.object_type);
  if (!table || typeof change.object_id !== 'number') return undefined;
  if (table.composite) return table.composite.read(db, change.object_id, lock);
  const query = db.select().from(table.table).where(eq(table.id, change.object_id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
