import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { ROLES, type Role } from './areas';
import { PERMISSION_MESSAGES } from './permissions';

export interface RoleChangeFacts {
  /** The account changed, as stored; undefined when no account has that uid. */
  target: { uid: string; role: Role } | undefined;
  /** How many owners the studio has now (the target included, if one). */
  owners: number;
  /** Does the coach record named by the change exist? */
  coachExists: boolean;
}

/**
 * The owner gives an account a role (issue 33). A coach is tied to the coach record they are; any
 * other role carries none. The last owner cannot be turned into anything else: the studio would be
 * left with nobody able to give the role back.
 */
export function decideRoleChange(
  input: Record<string, unknown>,
  facts: RoleChangeFacts,
): Decision<{ role: Role; coach_id: number | null }> {
  if (!facts.target) return refuse(404, PERMISSION_MESSAGES.staffNotFound);
  const role = input.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    return refuse(400, PERMISSION_MESSAGES.roleInvalid);
  }
  let coach_id: number | null = null;
  if (role === 'coach') {
    if (typeof input.coach_id !== 'number') return refuse(400, PERMISSION_MESSAGES.coachRequired);
    if (!facts.coachExists) return refuse(404, PERMISSION_MESSAGES.coachNotFound);
    coach_id = input.coach_id;
  }
  if (facts.target.role === 'admin' && role !== 'admin' && facts.owners <= 1) {
    return refuse(409, PERMISSION_MESSAGES.lastOwner);
  }
  return allow({ role: role as Role, coach_id });
}
