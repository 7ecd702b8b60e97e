import { selectCoachId, selectRole } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import type { StaffMember } from '#src/domain/staff/permissions';

/** The signed-in account as the staff permission rule reads it: its role and coach record. */
export function useStaffMember(): StaffMember {
  const role = useSession(selectRole);
  const coach_id = useSession(selectCoachId);
  return { role, coach_id };
}
