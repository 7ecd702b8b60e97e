import { requireStaff } from '#mocks/auth';
import { isRevertible, revertEntry } from '#mocks/audit/revert';
import { noteRevert } from '#mocks/audit/record';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound } from '#mocks/http-errors';
import { concerns } from '#src/domain/admin/audit-log';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';

/** The audit log (inferred calls): an object's history, and undoing a simple change. */
export const auditHandlers = [
  http.get('/audit', ({ request, query, response }) => {
    requireStaff(request);
    const type = query.get('object_type') ?? '';
    const id = Number(query.get('object_id'));
    const related = query.get('related') === 'true';
    const entries = db.auditEntries
      .all()
      .filter((entry) => entry.changes.some((change) => concerns(change, type, id, related)))
      .sort((a, b) => b.audit_id - a.audit_id)
      .map((entry) => ({ ...entry, revertible: isRevertible(entry) }));
    return response(200).json({ entries });
  }),

  http.post('/audit/{id}/revert', async ({ request, params, response }) => {
    requireStaff(request);
    const audit_id = Number(params.id);
    const entry = orNotFound(
      db.auditEntries.findFirst((q) => q.where({ audit_id })),
      ADMIN_MESSAGES.auditEntryNotFound,
    );
    await revertEntry(entry);
    noteRevert(audit_id);
    return response(200).json({ message: ADMIN_MESSAGES.auditReverted });
  }),
];
