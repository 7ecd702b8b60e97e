import { describe, expect, it } from 'vitest';
import { decideCancel, type CancelFacts } from '#src/domain/booking/cancel-decision';
import { BOOKING_MESSAGES as M } from '#src/domain/booking/messages';
import { countWithCreditBack } from '#src/domain/credits';
import { inHours, NOW, settings } from '#tests/support/booking-facts';

const policy = settings({ allowCancel: true, cancelTimeframe: { value: 12, unit: 'hours' } });
const facts = (over: Partial<CancelFacts> = {}): CancelFacts => ({
  reservation: { deletedAt: null, available_class_id: 7 },
  singleClass: { class_date: inHours(24) },
  settings: policy,
  now: NOW,
  ...over,
});

describe('whether a cancel is allowed, and whether the credit goes back', () => {
  it.each<[string, Partial<CancelFacts>, string]>([
    // Each row also breaks every later check, so the row shows which comes first.
    [
      'already cancelled',
      {
        reservation: { deletedAt: NOW.toISOString(), available_class_id: 7 },
        settings: settings(),
        singleClass: { class_date: inHours(-1) },
      },
      M.alreadyCancelled,
    ],
    [
      'cancelling switched off',
      { settings: settings(), singleClass: { class_date: inHours(-1) } },
      M.cancelOff,
    ],
    ['the class has started', { singleClass: { class_date: inHours(0) } }, M.cancelStarted],
    [
      'inside the window without late cancels',
      { singleClass: { class_date: inHours(11) } },
      'Solo puedes cancelar clases con 12 horas de anticipacion',
    ],
    [
      'the policy text in the studio’s unit',
      {
        singleClass: { class_date: inHours(1) },
        settings: { ...policy, cancelTimeframe: { value: 1, unit: 'day' } },
      },
      'Solo puedes cancelar clases con 1 día de anticipacion',
    ],
  ])('412 when %s', (_, over, message) => {
    expect(decideCancel(facts(over))).toEqual({ ok: false, refusal: { status: 412, message } });
  });

  it.each<[string, Partial<CancelFacts>, boolean, number | null]>([
    ['far enough ahead: the credit back to its row', {}, true, 7],
    ['exactly at the deadline counts as in time', { singleClass: { class_date: inHours(12) } }, true, 7],
    [
      'late, with late cancels allowed: cancelled, the credit kept',
      { singleClass: { class_date: inHours(11) }, settings: { ...policy, allowCancelAfterThreshold: true } },
      false,
      null,
    ],
    [
      'an unlimited member’s reservation spent no credit: none goes back',
      { reservation: { deletedAt: null, available_class_id: null } },
      false,
      null,
    ],
    ['a class gone from the store: in time', { singleClass: undefined }, true, 7],
  ])('%s', (_, over, creditReturned, returnToRowId) => {
    expect(decideCancel(facts(over))).toEqual({ ok: true, creditReturned, returnToRowId });
  });

  it('a credit back raises a counted row and leaves an unlimited row (-1) as it is', () => {
    expect(countWithCreditBack(0)).toBe(1);
    expect(countWithCreditBack(4)).toBe(5);
    expect(countWithCreditBack(-1)).toBe(-1);
  });
});
