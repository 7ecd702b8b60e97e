/*
 * The back-office schedule's smaller decisions, shared by the mocks and the server: a closed
 * day's fields, and what staff may mark on a reservation at the door.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { SCHEDULE_MESSAGES as MSG } from './schedule-messages';

type S = components['schemas'];

/** A closed day: a 'YYYY-MM-DD' date; on a change an absent reason keeps its value. */
export function decideClosureInput(
  input: Partial<S['ClosureInput']>,
  fresh: boolean,
): Decision<{ values: { date: string; reason?: string | null } }> {
  const { date, reason } = input;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    return refuse(400, MSG.closureDateInvalid);
  if (reason !== undefined) return allow({ values: { date, reason } });
  return allow({ values: fresh ? { date, reason: null } : { date } });
}

export type StaffMark = { attend: boolean } | { is_paid: boolean };

/** Attendance or a cash payment marked by staff: not on a cancelled reservation, paid only for cash. */
export function decideStaffMark(
  reservation: { deletedAt?: string | null; is_cash?: boolean | null },
  change: StaffMark,
): Decision {
  if (reservation.deletedAt) return refuse(409, MSG.reservationCancelled);
  if ('is_paid' in change && !reservation.is_cash) return refuse(409, MSG.reservationNotCash);
  return allow({});
}

/** The body of a mark: `attend` or `is_paid` must be a boolean (400 "Falta …" otherwise). */
export function decideMarkBody(
  body: Record<string, unknown>,
  field: 'attend' | 'is_paid',
): Decision<{ change: StaffMark }> {
  const value = body[field];
  if (typeof value !== 'boolean')
    return refuse(400, field === 'attend' ? MSG.attendRequired : MSG.isPaidRequired);
  return allow({ change: field === 'attend' ? { attend: value } : { is_paid: value } });
}
