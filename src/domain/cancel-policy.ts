/*
 * Cancelling a reservation (specs §4 "Cancel button", §5, §9): allowed far enough ahead when
 * cancelling is on; inside the window only with allow_cancel_after_treshold, and then the credit
 * is not returned, which the confirmation must say.
 */
import { isBeforeCancelDeadline } from './booking-window';

export interface CancelPolicy {
  allowCancel: boolean;
  /** allow_cancel_after_treshold (sic, the setting's name). */
  allowAfterThreshold: boolean;
  /** cancel_timeframe_value and cancel_timeframe_unit. */
  value: number;
  unit: string;
  timezoneOffsetHours?: number;
}

function inTime(classDate: string, now: Date, policy: CancelPolicy): boolean {
  return isBeforeCancelDeadline(classDate, now, {
    value: policy.value,
    unit: policy.unit,
    ...(policy.timezoneOffsetHours === undefined ? {} : { timezoneOffsetHours: policy.timezoneOffsetHours }),
  });
}

/** Whether the Cancelar button shows for a reservation that is not cancelled. */
export function canCancel(classDate: string, now: Date, policy: CancelPolicy): boolean {
  return (policy.allowCancel && inTime(classDate, now, policy)) || policy.allowAfterThreshold;
}

/** The confirmation warns the credit is lost: the class is too close and late cancelling is allowed. */
export function cancelLosesCredit(classDate: string, now: Date, policy: CancelPolicy): boolean {
  return policy.allowAfterThreshold && !inTime(classDate, now, policy);
}
