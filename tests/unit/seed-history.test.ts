// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import type { components } from '#src/api/schema.gen';
import { addDays } from '#src/domain/calendar-week';
import { freezeMockClock } from '#mocks/clock';
import { db } from '#mocks/db';
import { seedDb } from '#mocks/seed';
import { HISTORY_FIRST_ID } from '#mocks/seed/history';
import { FILLER_COUNT, FILLER_FIRST_ID } from '#mocks/seed/people';
import { NOW } from '#tests/server/support/clock';
import { signInAs } from '#tests/support/sign-in';

type Rows<K extends string> = ReadonlyArray<Record<K, number>>;

/**
 * The seed's three months of history (mocks/seed/history.ts, issue 33): at the suites' pinned
 * instant (Wednesday 2026-11-25), the reports over the last 90 days add up and show a studio at
 * work: sales in every month, classes in every week, no-shows, late cancels and stars.
 */
const TODAY = '2026-11-25';
const LAST_90_DAYS = { from: addDays(TODAY, -89), to: TODAY };

const sumOf = <K extends string>(rows: Rows<K>, field: K) => rows.reduce((sum, row) => sum + row[field], 0);
const pesos = (rows: Rows<'total'>) => Math.round(sumOf(rows, 'total') * 100) / 100;

beforeEach(async () => {
  freezeMockClock(NOW);
  await seedDb();
  signInAs('admin');
});
afterEach(() => freezeMockClock(undefined));

describe("the seed's history", () => {
  it('sells in each of the three months, each list adding up to the total', async () => {
    const { data } = await api.GET('/admin/reports/sales', {
      params: { query: { ...LAST_90_DAYS, group: 'month' } },
    });
    const report = data as components['schemas']['SalesReport'];
    for (const rows of [report.periods, report.by_package, report.by_method]) {
      expect(pesos(rows)).toBe(report.total);
      expect(sumOf(rows, 'count')).toBe(report.count);
    }
    const months = new Map(report.periods.map((row) => [row.key, row.count]));
    for (const month of ['2026-09-01', '2026-10-01', '2026-11-01'])
      expect([month, months.get(month)]).toEqual([month, expect.any(Number)]);
    expect(['2026-09-01', '2026-10-01'].every((month) => months.get(month)! >= 10)).toBe(true);
    expect(months.get('2026-11-01')).toBeGreaterThan(0);
    // Several packages, paid at the desk (cash, card, transfer) and online.
    expect(report.by_package.length).toBeGreaterThanOrEqual(6);
    expect(report.by_method.map((row) => row.label)).toEqual(
      expect.arrayContaining(['Efectivo', 'Transferencia', 'Tarjeta de crédito o débito', 'Pago en línea']),
    );
    expect(report.recurring.subscriptions).toBeGreaterThanOrEqual(2);

    const weeks = (
      await api.GET('/admin/reports/sales', { params: { query: { ...LAST_90_DAYS, group: 'week' } } })
    ).data!;
    expect(weeks.total).toBe(report.total);
    expect(weeks.periods.filter((row) => row.count > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('holds classes every week, some full and many under a third, the breakdowns adding up', async () => {
    const { data: report } = await api.GET('/admin/reports/class-fill', { params: { query: LAST_90_DAYS } });
    for (const rows of [report!.by_class_type, report!.slots]) {
      expect([sumOf(rows, 'classes'), sumOf(rows, 'booked'), sumOf(rows, 'capacity')]).toEqual([
        report!.classes,
        report!.booked,
        report!.capacity,
      ]);
    }
    expect(report!.full.length).toBeGreaterThanOrEqual(4);
    expect(report!.under_a_third.length).toBeGreaterThan(report!.classes / 2);
    expect(report!.fill).toBeGreaterThan(5);
    // The twelve weeks of history before last week: every one held classes with customers in them.
    for (let week = 0; week < 12; week += 1) {
      const from = addDays('2026-08-24', week * 7);
      const { data } = await api.GET('/admin/reports/class-fill', {
        params: { query: { from, to: addDays(from, 6) } },
      });
      expect([from, data!.classes]).toEqual([from, 25]);
      expect([from, data!.booked > 0]).toEqual([from, true]);
    }
  });

  it('shows attendance with no-shows and late cancels, and coaches with stars, adding up', async () => {
    const { data: attendance } = await api.GET('/admin/reports/attendance', {
      params: { query: LAST_90_DAYS },
    });
    for (const rows of [attendance!.by_class_type, attendance!.by_hour]) {
      for (const field of ['classes', 'booked', 'attended', 'no_shows', 'late_cancels'] as const)
        expect([field, sumOf(rows, field)]).toEqual([field, attendance![field]]);
    }
    expect(attendance!.no_shows).toBe(attendance!.booked - attendance!.attended);
    expect(attendance!.no_show_rate).toBeGreaterThan(2);
    expect(attendance!.no_show_rate).toBeLessThan(20);
    expect(attendance!.late_cancels).toBeGreaterThan(5);
    expect(attendance!.busiest).toHaveLength(10);

    const { data: coaches } = await api.GET('/admin/reports/coaches', { params: { query: LAST_90_DAYS } });
    expect([coaches!.classes, coaches!.booked, coaches!.attended]).toEqual([
      attendance!.classes,
      attendance!.booked,
      attendance!.attended,
    ]);
    // A co-taught class counts for each of its coaches: the rows cover the whole at least once.
    for (const field of ['classes', 'booked', 'attended', 'ratings'] as const)
      expect(sumOf(coaches!.coaches, field)).toBeGreaterThanOrEqual(coaches![field]);
    expect(coaches!.coaches).toHaveLength(4);
    for (const coach of coaches!.coaches) {
      expect([coach.label, coach.ratings > 5]).toEqual([coach.label, true]);
      expect(coach.rating).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows customers who came back, their visits the attendance report counts', async () => {
    const { data: report } = await api.GET('/admin/reports/customers', { params: { query: LAST_90_DAYS } });
    expect([
      report!.new_customers,
      report!.active_customers,
      report!.returning_customers,
      report!.at_risk_customers,
    ]).toEqual([report!.new.length, report!.active.length, report!.returning.length, report!.at_risk.length]);
    const { data: attendance } = await api.GET('/admin/reports/attendance', {
      params: { query: LAST_90_DAYS },
    });
    expect(sumOf(report!.active, 'visits')).toBe(attendance!.attended);
    expect(report!.returning.length).toBeGreaterThanOrEqual(4);
    expect(report!.new.length).toBeGreaterThanOrEqual(9);
  });

  it('is the filler customers’ only, and after each one signed up', () => {
    const signedUp = new Map(db.customers.all().map((row) => [row.customer_id, row.created_at ?? '']));
    const isFiller = (id: number | undefined) =>
      id !== undefined && id >= FILLER_FIRST_ID && id < FILLER_FIRST_ID + FILLER_COUNT;
    const purchases = db.purchases.all().filter((row) => row.purchase_id >= HISTORY_FIRST_ID);
    expect(purchases.length).toBeGreaterThan(30);
    expect(purchases.every((row) => isFiller(row.customer_id))).toBe(true);
    expect(purchases.every((row) => row.createdAt >= signedUp.get(row.customer_id!)!)).toBe(true);
    const classDates = new Map(db.singleClasses.all().map((row) => [row.single_class_id, row.class_date]));
    const past = db.reservations.all().filter((row) => classDates.get(row.single_class_id)! < '2026-11-16');
    expect(past.every((row) => isFiller(row.customer_id))).toBe(true);
    expect(past.every((row) => (row.createdAt ?? '') >= signedUp.get(row.customer_id)!)).toBe(true);
  });
});
