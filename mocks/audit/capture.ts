import { auditObjectType } from '#src/domain/audit';
import { db, type CollectionName } from '#mocks/db';

/** Collections that are not the studio's data: the log itself, idempotency keys, identities. */
const NOT_AUDITED = new Set<CollectionName>([
  'auditEntries',
  'idempotency',
  'identityAccounts',
  'identityOobCodes',
]);

/** Id fields that are not named after their collection. */
const ID_KEYS: Partial<Record<CollectionName, string>> = { appConfig: 'key', users: 'uid' };
const TYPES: Partial<Record<CollectionName, string>> = { appConfig: 'appconfig', users: 'user' };

type Row = Record<string, unknown>;

/**
 * The record's own id field: the `*_id` field named after its collection (`availableClasses` →
 * `available_class_id`, `customSpotMaps` → `CustomSpotMap_id`), else its first `*_id` field. A
 * collection added later (closures → `closure_id`) needs no entry here.
 */
export function idKeyOf(name: CollectionName, record: Row): string {
  const explicit = ID_KEYS[name];
  if (explicit) return explicit;
  const collection = auditObjectType(name);
  const keys = Object.keys(record).filter((key) => key.endsWith('_id'));
  return keys.find((key) => collection.startsWith(auditObjectType(key))) ?? keys[0] ?? 'id';
}

export function objectTypeOf(name: CollectionName, idKey: string): string {
  return TYPES[name] ?? auditObjectType(idKey);
}

/** Each audited collection's records as JSON text by id: cheap to compare after a write. */
export type Capture = Map<CollectionName, Map<string, string>>;

export function auditedCollections(): Array<[CollectionName, (typeof db)[CollectionName]]> {
  return (Object.entries(db) as Array<[CollectionName, (typeof db)[CollectionName]]>).filter(
    ([name]) => !NOT_AUDITED.has(name),
  );
}

export function captureDb(): Capture {
  const capture: Capture = new Map();
  for (const [name, collection] of auditedCollections()) {
    const rows = new Map<string, string>();
    for (const record of collection.all() as Row[]) {
      rows.set(String(record[idKeyOf(name, record)]), JSON.stringify(record));
    }
    capture.set(name, rows);
  }
  return capture;
}
