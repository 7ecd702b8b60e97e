import type { components } from '#src/api/schema.gen';
import { isStaff } from '#src/domain/staff/permissions';
import { mockNow } from '#mocks/clock';
import { db, nextId } from '#mocks/db';
import { readIdToken } from '#mocks/identity-token';
import { captureDb } from './capture';
import { diffCaptures } from './diff';

type S = components['schemas'];
export type { AuditEntryRecord as AuditRecord } from '#mocks/db';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The member of staff behind a request, read from its token without side effects (no scenarios). */
function adminActor(request: Request): S['AuditEntry']['actor'] | null {
  const header = request.headers.get('Authorization') ?? '';
  if (!header.startsWith('Bearer ')) return null;
  const reading = readIdToken(header.slice('Bearer '.length).trim(), mockNow());
  if (reading.kind !== 'valid') return null;
  const uid = reading.claims.user_id;
  const user = db.users.findFirst((q) => q.where({ uid }));
  return isStaff(user?.role) ? { email: user!.email, uid } : null;
}

let queue: Promise<unknown> = Promise.resolve();
let revertOf: number | null = null;

/** The revert handler says which entry it undid; the entry recording the revert points back. */
export function noteRevert(audit_id: number): void {
  revertOf = audit_id;
}

async function record(actor: S['AuditEntry']['actor'], action: string, before: ReturnType<typeof captureDb>) {
  const reverts = revertOf;
  revertOf = null;
  const changes = diffCaptures(before, captureDb());
  if (changes.length === 0) return;
  const audit_id = nextId(db.auditEntries.all(), 'audit_id');
  await db.auditEntries.create({
    audit_id,
    createdAt: mockNow().toISOString(),
    actor,
    action,
    changes,
    reverted_by: null,
    reverts,
  });
  if (reverts !== null) {
    await db.auditEntries.update((q) => q.where({ audit_id: reverts }), {
      data(entry) {
        entry.reverted_by = audit_id;
      },
    });
  }
}

/**
 * The one place every admin write passes through (mocks/http.ts wraps every handler with it): the
 * data before and after the handler are compared and what changed is recorded, with who and
 * which call. Handlers written later are audited without doing anything. Admin writes run one at
 * a time so that each entry holds only its own changes.
 */
export function auditedWrite<T>(request: Request, run: () => T | Promise<T>): T | Promise<T> {
  if (READS.has(request.method)) return run();
  const actor = adminActor(request);
  if (!actor) return run();
  const action = `${request.method} ${new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '')}`;
  const turn = queue.then(async () => {
    const before = captureDb();
    try {
      return await run();
    } finally {
      await record(actor, action, before);
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}
