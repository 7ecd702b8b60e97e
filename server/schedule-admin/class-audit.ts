import type { AuditedTable } from '#server/admin/audit';
import type { ClassRow } from '#server/booking/facts';
import type { ClassColumns } from '#src/domain/admin/class-input';
import { singleClassTable } from './audited';
import { changeClass, loggedClass } from './store-class';

/**
 * A class in the audit log (decision 062): logged with its coaches and tags inside, as the mocks
 * log it, so reading it again and undoing a change go through the class's own store, which
 * writes the link tables too. Only a change of the class's own fields is simple enough to undo
 * (src/domain/admin/audit-log.ts); the revert stores the class as it was before it.
 */
export const singleClassAudit: AuditedTable = {
  ...singleClassTable,
  composite: {
    read: (db, id, lock) => loggedClass(db, id, lock),
    async revert(tx, log, current, values) {
      const was = { ...current, ...values } as unknown as ClassColumns;
      await changeClass(tx, log, current as unknown as ClassRow, {
        class_date: was.class_date,
        description: was.description,
        capacity: was.capacity,
        location_id: was.location_id,
        class_type_id: was.class_type_id,
        class_package_id: was.class_package_id,
        icon: was.icon,
        instructor_ids: was.instructor_ids,
        tag_ids: was.tag_ids,
      });
    },
  },
};
