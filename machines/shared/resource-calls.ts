import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import { readResourceRecords } from '#src/api/reads/admin-resources';
import type { ResourceApi, ResourceRecord } from '#src/api/resource-api';

type Result = { data?: unknown; error?: unknown; response: Response };
type Call = (path: string, init?: object) => Promise<Result>;
/** The typed client seen through plain paths: each definition's paths are checked in ResourceApi. */
const client = api as unknown as Record<'GET' | 'POST' | 'PUT' | 'DELETE', Call>;
/** The path's one template segment (`{id}`, `{slug}`) holding the record's id. */
const byId = (path: string, id: number) => ({
  params: { path: { [/\{([^}]+)\}/.exec(path)?.[1] ?? 'id']: id } },
});

function field<T>(answer: unknown, key: string): T {
  return (answer as Record<string, T>)[key]!;
}

/** The list call; failures read through the `resource` row of the failure table. */
export function listRecords(at: ResourceApi): Promise<ResourceRecord[]> {
  return failAs('resource', () => readResourceRecords(at));
}

/** One record: its own call when the contract has one, otherwise found in the list (404 if not). */
export function loadRecord(at: ResourceApi, id: number): Promise<ResourceRecord> {
  return failAs('resource', async () => {
    if (at.one) return field(await unwrap(client.GET(at.one, byId(at.one, id))), at.recordKey);
    const found = (await listRecords(at)).find((record) => record[at.idKey] === id);
    if (!found) throw { kind: 'notFound', message: '' };
    return found;
  });
}

/** The spec's save: PUT with the id in the body when there is one, POST otherwise. */
export function saveRecord(
  at: ResourceApi,
  id: number | null,
  body: ResourceRecord,
): Promise<ResourceRecord> {
  return failAs('resource', async () => {
    const path = required(at.save, 'save');
    const call =
      id === null ? client.POST(path, { body }) : client.PUT(path, { body: { ...body, [at.idKey]: id } });
    return field(await unwrap(call), at.recordKey);
  });
}

export function removeRecord(at: ResourceApi, id: number): Promise<void> {
  return failAs('resource', async () => {
    const path = required(at.remove, 'remove');
    await unwrap(client.DELETE(path, byId(path, id)));
  });
}

function required(path: string | undefined, what: string): string {
  if (!path) throw new Error(`This resource has no ${what} call in the contract`);
  return path;
}
