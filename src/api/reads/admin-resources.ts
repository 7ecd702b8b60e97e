import { api, unwrap } from '#src/api/client';
import type { ResourceApi, ResourceRecord } from '#src/api/resource-api';

type Get = (path: string) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The records of one admin resource (its definition's list call), for reads beside a form. */
export async function readResourceRecords(at: ResourceApi): Promise<ResourceRecord[]> {
  const answer = await unwrap((api.GET as unknown as Get)(at.list));
  return (answer as Record<string, ResourceRecord[]>)[at.listKey] ?? [];
}
