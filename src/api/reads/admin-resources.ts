import { api, unwrap } from '#src/api/client';
import type { ResourceApi, ResourceRecord } from '#src/api/resource-api';
import type { UploadedFile } from '#src/api/upload-progress';

type Get = (path: string) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The records of one admin resource (its definition's list call), for reads beside a form. */
export async function readResourceRecords(at: ResourceApi): Promise<ResourceRecord[]> {
  const answer = await unwrap((api.GET as unknown as Get)(at.list));
  return (answer as Record<string, ResourceRecord[]>)[at.listKey] ?? [];
}

/** One stored file's record (an instructor's photo kept by file_id), or null without an id. */
export async function readFileRecord(fileId: number | null): Promise<UploadedFile | null> {
  if (fileId === null) return null;
  const answer = await unwrap(api.GET('/files/{id}', { params: { path: { id: fileId } } }));
  return answer.file as UploadedFile;
}
