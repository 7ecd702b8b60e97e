import { describe, expect, it } from 'vitest';
import { buildStudioDay, type DayClassRow, type StudioDayInput } from '#src/domain/admin/studio-day';

// The studio is 6 h behind UTC: 18:00Z is 12:00 on Wednesday 25 November in the studio.
const NOW = new Date('2026-11-25T18:00:00.000Z');
const OFFSET = 6;

function lesson(id: number, classDate: string, extra: Partial<DayClassRow> = {}): DayClassRow {
  return {
    single_class_id: id,
    class_date: classDate,
    class_type: 'Vinyasa Yoga',
    coaches: ['Mariana López'],
    coach_ids: [2],
    location: 'Lumen Roma',
    capacity: 12,
    booked: 6,
    waitlist: 0,
    checked_in: 0,
    ...extra,
  };
}

function day(input: Partial<StudioDayInput>) {
  return buildStudioDay({
    now: NOW,
    offsetHours: OFFSET,
    viewer: { coachId: null },
    classes: [],
    purchases: [],
    saleCharges: [],
    memberships: [],
    failedCharges: [],
    ...input,
  });
}

describe('the studio day', () => {
  it('with no classes today says none is on or next, and no sales', () => {
    const built = day({ classes: [lesson(9, '2026-11-24T09:00:00.000Z')] });
    expect(built).toMatchObject({ date: '2026-11-25', classes: [], now_class_id: null, next_class_id: null });
    expect(built.sales).toEqual({ count: 0, total: 0 });
    expect(built.alerts).toEqual([]);
  });

  it('marks the class started within its hour as on now and the next one, in order', () => {
    const built = day({
      classes: [
        lesson(3, '2026-11-25T19:30:00.000Z'),
        lesson(2, '2026-11-25T11:30:00.000Z'),
        lesson(1, '2026-11-25T07:00:00.000Z'),
        lesson(4, '2026-11-25T12:30:00.000Z'),
      ],
    });
    expect(built.classes.map((one) => one.single_class_id)).toEqual([1, 2, 4, 3]);
    expect(built.now_class_id).toBe(2);
    expect(built.next_class_id).toBe(4);
  });

  it('after the last class of the day has ended, none is on or next', () => {
    const built = day({
      now: new Date('2026-11-26T03:00:00.000Z'),
      classes: [lesson(1, '2026-11-25T19:30:00.000Z')],
    });
    expect(built.classes).toHaveLength(1);
    expect([built.now_class_id, built.next_class_id]).toEqual([null, null]);
  });

  it('alerts a full class with a waitlist today or tomorrow, and a class under a third tomorrow', () => {
    const built = day({
      classes: [
        lesson(1, '2026-11-25T19:30:00.000Z', { booked: 12, waitlist: 3 }),
        lesson(2, '2026-11-26T12:00:00.000Z', { booked: 12, waitlist: 1 }),
        lesson(3, '2026-11-26T07:00:00.000Z', { booked: 3 }),
        // Exactly a third is not under a third; today's empty class is too late to fill.
        lesson(4, '2026-11-26T09:00:00.000Z', { booked: 4 }),
        lesson(5, '2026-11-25T20:00:00.000Z', { booked: 0 }),
        // Full without anyone waiting, and the day after tomorrow: nothing to say.
        lesson(6, '2026-11-26T18:00:00.000Z', { booked: 12 }),
        lesson(7, '2026-11-27T07:00:00.000Z', { booked: 12, waitlist: 4 }),
      ],
    });
    expect(built.alerts.map((alert) => [alert.kind, alert.single_class_id, alert.count])).toEqual([
      ['full_with_waitlist', 1, 3],
      ['full_with_waitlist', 2, 1],
      ['under_a_third', 3, 3],
    ]);
  });

  it('names cash to collect, memberships ending this week, failed charges, and counts paid sales of the day', () => {
    const built = day({
      purchases: [
        {
          purchase_id: 2,
          customer_id: 1,
          customer_name: 'Ana García',
          status: 'pending',
          payment_method_id: 1,
          total_payment_cents: 75_000,
          free_trial_length: null,
          createdAt: '2026-11-23T18:00:00.000Z',
        },
        // A card still confirming names no payment method: not cash.
        {
          purchase_id: 3,
          customer_id: 1,
          customer_name: 'Ana García',
          status: 'pending',
          payment_method_id: null,
          total_payment_cents: 18_000,
          free_trial_length: null,
          createdAt: '2026-11-25T17:00:00.000Z',
        },
        {
          purchase_id: 4,
          customer_id: 2,
          customer_name: 'Iris',
          status: 'active',
          payment_method_id: null,
          total_payment_cents: 220_000,
          free_trial_length: null,
          createdAt: '2026-11-25T17:59:00.000Z',
        },
        {
          purchase_id: 5,
          customer_id: 2,
          customer_name: 'Iris',
          status: 'completed',
          payment_method_id: null,
          total_payment_cents: 18_050,
          free_trial_length: null,
          createdAt: '2026-11-25T06:00:00.000Z',
        },
        // 05:59Z is still Tuesday in the studio.
        {
          purchase_id: 6,
          customer_id: 2,
          customer_name: 'Iris',
          status: 'completed',
          payment_method_id: null,
          total_payment_cents: 9_900,
          free_trial_length: null,
          createdAt: '2026-11-25T05:59:00.000Z',
        },
      ],
      memberships: [
        { customer_id: 2, customer_name: 'Iris', expires: '2026-12-01T00:00:00.000Z' },
        { customer_id: 5, customer_name: 'Luz', expires: '2026-12-10T00:00:00.000Z' },
        { customer_id: 6, customer_name: 'Eva', expires: '2026-11-20T00:00:00.000Z' },
      ],
      failedCharges: [
        {
          purchase_id: 6,
          customer_id: 7,
          customer_name: 'Sara',
          total_payment_cents: 159_900,
          createdAt: '2026-11-24T10:00:00.000Z',
        },
        {
          purchase_id: 7,
          customer_id: 7,
          customer_name: 'Sara',
          total_payment_cents: 159_900,
          createdAt: '2026-10-01T10:00:00.000Z',
        },
      ],
    });
    expect(
      built.alerts.map((alert) => [alert.kind, alert.customer_id, alert.purchase_id, alert.count]),
    ).toEqual([
      ['cash_pending', 1, 2, 750],
      ['membership_expiring', 2, null, null],
      ['payment_failed', 7, 6, 1599],
    ]);
    expect(built.sales).toEqual({ count: 2, total: 2380.5 });
  });

  it("counts a subscription's charges of the day that are sales, and not a free trial begun that day", () => {
    const trial = {
      purchase_id: 8,
      customer_id: 3,
      customer_name: 'Natalia',
      status: 'active',
      payment_method_id: null,
      total_payment_cents: 159_900,
      free_trial_length: 7,
      createdAt: '2026-11-25T15:00:00.000Z',
    };
    const built = day({
      purchases: [trial, { ...trial, purchase_id: 9, free_trial_length: null }],
      saleCharges: [
        { total_payment_cents: 159_900, createdAt: '2026-11-25T07:00:00.000Z' },
        // Yesterday in the studio.
        { total_payment_cents: 159_900, createdAt: '2026-11-25T05:00:00.000Z' },
      ],
    });
    expect(built.sales).toEqual({ count: 2, total: 3198 });
  });

  it('gives a coach only the classes they teach, no money and no customers', () => {
    const built = day({
      viewer: { coachId: 3 },
      classes: [
        lesson(1, '2026-11-25T19:30:00.000Z'),
        lesson(2, '2026-11-25T20:30:00.000Z', { coach_ids: [3, 2] }),
      ],
      purchases: [
        {
          purchase_id: 2,
          customer_id: 1,
          customer_name: 'Ana',
          status: 'pending',
          payment_method_id: 1,
          total_payment_cents: 100,
          free_trial_length: null,
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      ],
      memberships: [{ customer_id: 2, customer_name: 'Iris', expires: '2026-12-01T00:00:00.000Z' }],
    });
    expect(built.classes.map((one) => one.single_class_id)).toEqual([2]);
    expect(built.next_class_id).toBe(2);
    expect(built.alerts).toEqual([]);
    expect(built.sales).toBeNull();
  });

  it('answers another day without a class on now or next', () => {
    const built = day({ date: '2026-11-26', classes: [lesson(1, '2026-11-26T07:00:00.000Z')] });
    expect(built).toMatchObject({ date: '2026-11-26', now_class_id: null, next_class_id: null });
    expect(built.classes).toHaveLength(1);
  });
});
