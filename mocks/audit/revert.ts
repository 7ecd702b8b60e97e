import type { components } from '#src/api/schema.gen';
import {
  decideRevert,
  isRevertible as revertibleNow,
  restorableDeletion,
  revertedValues,
} from '#src/domain/admin/audit-log';
import { planRestore } from '#src/domain/admin/audit-restore';
import { auditObjectType } from '#src/domain/audit';
import { contractDocument } from '#mocks/contract-validator';
import { db, type InstructorRecord } from '#mocks/db';
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
function locate(change: Pick<S['AuditChange'], 'object_type' | 'object_id'>): Located | undefined {
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

/**
 * The contract's nullable fields as null, the log's fields over them: a deletion keeps only the
 * fields the record had, and a save stores the empty ones as null (as the server's columns are).
 */
function withEmptyFields(component: 'Instructor' | 'Tag', record: Row): Row {
  const properties = contractDocument.components.schemas[component]?.properties ?? {};
  const empty = Object.entries(properties)
    .filter(([, schema]) =>
      ((schema as { type?: unknown }).type as unknown[] | undefined)?.includes?.('null'),
    )
    .map(([field]) => [field, null]);
  return { ...Object.fromEntries(empty), ...record };
}

/** Stores a deleted coach or tag again, with its id, as the plan says. */
async function storeAgain(object_type: string, record: Row): Promise<void> {
  if (object_type === 'instructor') {
    await db.instructors.create(withEmptyFields('Instructor', record) as InstructorRecord);
  } else await db.tags.create(withEmptyFields('Tag', record) as S['Tag']);
}

/** The ids of the records of one type that the deletion's links name. */
function linkedIds(change: S['AuditChange'], object_type: string): Set<number | string> {
  return new Set(
    (change.links ?? []).filter((link) => link.object_type === object_type).map((link) => link.object_id),
  );
}

/**
 * Undoes a coach's or tag's deletion (src/domain/admin/audit-restore.ts): the record again, and
 * back on the classes, videos and logins that listed it that still exist. The entry's other
 * changes (what the deletion did to those records) are not replayed one by one.
 */
async function restoreDeleted(change: S['AuditChange']): Promise<void> {
  const [classIds, videoIds, uids] = ['single_class', 'video', 'user'].map((type) => linkedIds(change, type));
  const classes = db.singleClasses.all().filter((record) => classIds!.has(record.single_class_id));
  const videos = db.videos.all().filter((record) => videoIds!.has(record.video_id));
  const logins = db.users.all().filter((record) => uids!.has(record.uid));
  const missingRefs = Object.entries(change.refs ?? {})
    .filter(
      ([ref, id]) => typeof id === 'number' && !locate({ object_type: auditObjectType(ref), object_id: id }),
    )
    .map(([ref]) => ref);
  const plan = planRestore(change, { classes, videos, logins, missingRefs });
  await storeAgain(change.object_type, plan.record);
  for (const { single_class_id, field, ids } of plan.classes) {
    await db.singleClasses.update((q) => q.where({ single_class_id }), {
      data(record) {
        record[field] = ids;
      },
    });
  }
  for (const { video_id, ...values } of plan.videos) {
    await db.videos.update((q) => q.where({ video_id }), {
      data(record) {
        Object.assign(record, values);
      },
    });
  }
  for (const { uid, coach_id } of plan.logins) {
    await db.users.update((q) => q.where({ uid }), {
      data(record) {
        record.coach_id = coach_id;
      },
    });
  }
}

/** Puts back the values the entry replaced, or says plainly why it cannot. */
export async function revertEntry(entry: AuditRecord): Promise<void> {
  orRefused(decideRevert(entry, currentOf(entry)));
  const deletion = restorableDeletion(entry);
  if (deletion >= 0) return restoreDeleted(entry.changes[deletion]!);
  for (const change of entry.changes) {
    const { collection, idKey } = locate(change)!;
    await collection.update((q) => q.where((record) => String(record[idKey]) === String(change.object_id)), {
      data(record) {
        Object.assign(record, revertedValues(change));
      },
    });
  }
}
