/*
 * Who on the studio's staff may do what (issue 33, decision 070). One rule for the mocks, the
 * server and the back-office's navigation: a role reaches a set of areas, and a coach reaches a
 * class's roster and check-in only when they teach it.
 */
import { isOwner, isStaff, type Role, type StaffArea } from './areas';
import { STAFF_OPERATION_AREAS, type StaffOperation } from './operation-areas';

const ROLE_AREAS: Record<Role, readonly StaffArea[] | 'all'> = {
  customer: [],
  admin: 'all',
  front_desk: ['day', 'checkin', 'customers', 'sales', 'reports'],
  coach: ['day', 'checkin', 'ratings'],
};

/** Areas where a coach acts only on the classes they teach. */
const COACH_OWN_CLASSES: readonly StaffArea[] = ['checkin', 'ratings'];

export const PERMISSION_MESSAGES = {
  forbidden: 'No tienes permiso para hacer esto.',
  lastOwner: 'El estudio necesita al menos un dueño: nombra a otra persona dueña antes de cambiar tu rol.',
  coachRequired: 'Elige el coach de esta cuenta.',
  coachNotFound: 'Coach no encontrado.',
  staffNotFound: 'No encontramos esa cuenta.',
  roleInvalid: 'Elige un rol válido.',
} as const;

/** The account a decision is about: its role and, for a coach, the coach record it is. */
export interface StaffMember {
  role: Role;
  coach_id?: number | null;
}

export { isOwner, isStaff };

/** May this member use the area at all (the navigation's question)? */
export function mayUseArea(member: StaffMember, area: StaffArea): boolean {
  const areas = ROLE_AREAS[member.role];
  return areas === 'all' || areas.includes(area);
}

/**
 * May this member call the operation? `classCoachIds` are the coaches of the class the call is
 * about (a roster, a reservation's class): a coach must be one of them. Unknown operations are the
 * owner's alone, so a new staff call is never open by accident.
 */
export function mayOperate(
  member: StaffMember,
  operationId: string,
  target?: { classCoachIds: readonly number[] },
): boolean {
  if (isOwner(member.role)) return true;
  const area = areaOf(operationId);
  if (area === undefined || !mayUseArea(member, area)) return false;
  if (member.role !== 'coach' || !COACH_OWN_CLASSES.includes(area)) return true;
  if (target === undefined) return true;
  return member.coach_id != null && target.classCoachIds.includes(member.coach_id);
}

/** Does the operation's answer depend on the class's coaches (so the shell must look them up)? */
export function needsClassCoaches(member: StaffMember, operationId: string): boolean {
  const area = areaOf(operationId);
  return member.role === 'coach' && area !== undefined && COACH_OWN_CLASSES.includes(area);
}

export function areaOf(operationId: string): StaffArea | undefined {
  return Object.hasOwn(STAFF_OPERATION_AREAS, operationId)
    ? STAFF_OPERATION_AREAS[operationId as StaffOperation]
    : undefined;
}
