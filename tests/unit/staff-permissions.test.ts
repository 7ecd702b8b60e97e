import { describe, expect, it } from 'vitest';
import type { StaffArea } from '#src/domain/staff/areas';
import { mayOperate, mayUseArea, PERMISSION_MESSAGES } from '#src/domain/staff/permissions';
import { decideRoleChange } from '#src/domain/staff/role-change';

const owner = { role: 'admin', coach_id: null } as const;
const desk = { role: 'front_desk', coach_id: null } as const;
const coach = { role: 'coach', coach_id: 1 } as const;
const customer = { role: 'customer', coach_id: null } as const;

describe('who may use which area', () => {
  it.each<[string, StaffArea, [boolean, boolean, boolean, boolean]]>([
    ['the day', 'day', [true, true, true, false]],
    ['check-in', 'checkin', [true, true, true, false]],
    ['customers', 'customers', [true, true, false, false]],
    ['access and cash', 'sales', [true, true, false, false]],
    ['taking credits back', 'credits', [true, false, false, false]],
    ['ratings', 'ratings', [true, false, true, false]],
    ['the catalogue', 'catalogue', [true, false, false, false]],
    ['settings', 'settings', [true, false, false, false]],
    ['money reports', 'money', [true, false, false, false]],
    ['the audit log', 'audit', [true, false, false, false]],
    ['the team', 'staff', [true, false, false, false]],
  ])('%s: owner, front desk, coach, customer', (_, area, expected) => {
    expect([owner, desk, coach, customer].map((member) => mayUseArea(member, area))).toEqual(expected);
  });
});

describe('who may call an operation', () => {
  it('lets the front desk check in and give access, not write the catalogue or settings', () => {
    expect(
      ['markAttendance', 'adminGiveAccess', 'markCashPaid', 'adminListCustomers'].map((op) =>
        mayOperate(desk, op),
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['createClassType', 'updateAppConfig', 'adminListAudit', 'updateStaffRole'].map((op) =>
        mayOperate(desk, op),
      ),
    ).toEqual([false, false, false, false]);
  });

  it('lets a coach reach only the rosters of classes they teach', () => {
    expect(mayOperate(coach, 'getClassRoster', { classCoachIds: [3, 1] })).toBe(true);
    expect(mayOperate(coach, 'getClassRoster', { classCoachIds: [2] })).toBe(false);
    expect(mayOperate({ role: 'coach', coach_id: null }, 'markAttendance', { classCoachIds: [1] })).toBe(
      false,
    );
    expect(mayOperate(coach, 'adminListCustomers')).toBe(false);
    expect(mayOperate(desk, 'getClassRoster', { classCoachIds: [2] })).toBe(true);
  });

  it('keeps an operation without an area for the owner alone, and a customer out of all', () => {
    expect([owner, desk, coach].map((member) => mayOperate(member, 'someNewStaffCall'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(mayOperate(customer, 'markAttendance')).toBe(false);
  });
});

describe('the owner giving a role', () => {
  const target = (role: 'admin' | 'customer' | 'coach') => ({ uid: 'x', role });
  it('ties a coach to their coach record and clears it for any other role', () => {
    expect(
      decideRoleChange(
        { role: 'coach', coach_id: 2 },
        { target: target('customer'), owners: 1, coachExists: true },
      ),
    ).toEqual({ ok: true, role: 'coach', coach_id: 2 });
    expect(
      decideRoleChange(
        { role: 'front_desk', coach_id: 2 },
        { target: target('coach'), owners: 1, coachExists: true },
      ),
    ).toEqual({ ok: true, role: 'front_desk', coach_id: null });
  });

  it.each<[string, Record<string, unknown>, Parameters<typeof decideRoleChange>[1], number, string]>([
    [
      'an unknown account',
      { role: 'admin' },
      { target: undefined, owners: 1, coachExists: false },
      404,
      PERMISSION_MESSAGES.staffNotFound,
    ],
    [
      'a role that does not exist',
      { role: 'jefa' },
      { target: target('customer'), owners: 1, coachExists: false },
      400,
      PERMISSION_MESSAGES.roleInvalid,
    ],
    [
      'a coach without a coach record',
      { role: 'coach' },
      { target: target('customer'), owners: 1, coachExists: false },
      400,
      PERMISSION_MESSAGES.coachRequired,
    ],
    [
      'a coach record that does not exist',
      { role: 'coach', coach_id: 99 },
      { target: target('customer'), owners: 1, coachExists: false },
      404,
      PERMISSION_MESSAGES.coachNotFound,
    ],
    [
      'the last owner stepping down',
      { role: 'front_desk' },
      { target: target('admin'), owners: 1, coachExists: false },
      409,
      PERMISSION_MESSAGES.lastOwner,
    ],
  ])('refuses %s', (_, input, facts, status, message) => {
    expect(decideRoleChange(input, facts)).toEqual({ ok: false, refusal: { status, message } });
  });

  it('lets one of two owners step down', () => {
    expect(
      decideRoleChange({ role: 'customer' }, { target: target('admin'), owners: 2, coachExists: false }).ok,
    ).toBe(true);
  });
});
