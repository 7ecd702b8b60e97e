import { describe, expect, it } from 'vitest';
import type { components } from '#src/api/schema.gen';
import { REPORT_MESSAGES } from '#src/domain/admin/reports/range';
import { PERMISSION_MESSAGES } from '#src/domain/staff/permissions';
import { targets, useTarget } from './support/targets';

type SalesReport = components['schemas']['SalesReport'];
type ClassFillReport = components['schemas']['ClassFillReport'];
type AttendanceReport = components['schemas']['AttendanceReport'];
type CoachesReport = components['schemas']['CoachesReport'];
type CustomersReport = components['schemas']['CustomersReport'];

/**
 * The back-office's reports (issue 33, decision 075) on the mocks and the server: the same figures
 * for the same seed and range at the pinned instant (NOW: Wednesday 2026-11-25 12:00 in the
 * studio); money refused to the front desk, a coach and a customer.
 */
const OPERATIONS = [
  'getSalesReport',
  'getClassFillReport',
  'getAttendanceReport',
  'getCoachesReport',
  'getCustomersReport',
];
const answers = new Map<string, unknown>();

/** The first shell's answer is the one the next must give. */
function sameOnEveryShell(key: string, answer: unknown) {
  const first = answers.get(key);
  if (first === undefined) answers.set(key, answer);
  else expect(answer).toEqual(first);
}

const sum = (rows: ReadonlyArray<{ total: number }>) =>
  Math.round(rows.reduce((total, row) => total + row.total * 100, 0)) / 100;

describe.each(targets(OPERATIONS))('the reports on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });

  it('gives the owner the last 30 days of sales by default, each list adding up to the total', async () => {
    const { data, response } = await target.api('admin').GET('/admin/reports/sales');
    expect(response.status).toBe(200);
    const report = data as SalesReport;
    expect([report.from, report.to, report.group]).toEqual(['2026-10-27', '2026-11-25', 'day']);
    expect(report.periods).toHaveLength(30);
    expect(report.count).toBeGreaterThan(0);
    for (const rows of [report.periods, report.by_package, report.by_method]) {
      expect(sum(rows)).toBe(report.total);
      expect(rows.reduce((count, row) => count + row.count, 0)).toBe(report.count);
    }
    expect(report.recurring.subscriptions).toBeGreaterThan(0);
    sameOnEveryShell('sales', report);
  });

  it("counts a subscription's renewal on the day it was charged, and its first charge once, as its purchase", async () => {
    const day = async (date: string) =>
      (await target.api('admin').GET('/admin/reports/sales', { params: { query: { from: date, to: date } } }))
        .data!;
    const membership = (report: SalesReport) =>
      report.by_package.find((row) => row.key === 'Membresía mensual');
    // The seed: suscrita's membership bought (and first charged) 40 days before NOW, renewed 10 days before.
    expect(membership(await day('2026-10-16'))).toMatchObject({ count: 1, total: 1599 });
    expect(membership(await day('2026-11-15'))).toMatchObject({ count: 1, total: 1599 });
    // Its cancelled predecessor's failed charge took nothing.
    expect(membership(await day('2026-08-27'))).toBeUndefined();
  });

  it('counts a membership begun with a free trial on the day its first payment was charged, not when it began', async () => {
    const membership = async (date: string) =>
      (
        await target.api('admin').GET('/admin/reports/sales', { params: { query: { from: date, to: date } } })
      ).data!.by_package.find((row) => row.key === 'Membresía mensual');
    // The seed: Natalia's membership began 12 days before NOW with 7 free days, first paid 5 days before.
    expect(await membership('2026-11-13')).toBeUndefined();
    expect(await membership('2026-11-20')).toMatchObject({ count: 1, total: 1599 });
  });

  it('cuts the same sales by week and by month', async () => {
    const api = target.api('admin');
    const byDay = (
      await api.GET('/admin/reports/sales', { params: { query: { from: '2026-09-01', to: '2026-11-25' } } })
    ).data!;
    for (const group of ['week', 'month'] as const) {
      const { data } = await api.GET('/admin/reports/sales', {
        params: { query: { from: '2026-09-01', to: '2026-11-25', group } },
      });
      expect(data!.total).toBe(byDay.total);
      expect(sum(data!.periods)).toBe(byDay.total);
      sameOnEveryShell(`sales-${group}`, data);
    }
    const months = (
      await api.GET('/admin/reports/sales', {
        params: { query: { from: '2026-09-01', to: '2026-11-25', group: 'month' } },
      })
    ).data!;
    expect(months.periods.map((row) => row.key)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
  });

  it('answers an empty range with zeros, and refuses a range that ends before it starts', async () => {
    const { data } = await target.api('admin').GET('/admin/reports/sales', {
      params: { query: { from: '2020-01-01', to: '2020-01-02' } },
    });
    expect([data!.count, data!.total, data!.periods.map((row) => row.total)]).toEqual([0, 0, [0, 0]]);
    expect([data!.by_package, data!.by_method]).toEqual([[], []]);
    const bad = await target.api('admin').GET('/admin/reports/sales', {
      params: { query: { from: '2026-11-25', to: '2026-11-01' } },
    });
    expect([bad.response.status, bad.error?.message]).toEqual([400, REPORT_MESSAGES.rangeInvalid]);
  });

  it('refuses money to the front desk, a coach and a customer, and asks a visitor to sign in', async () => {
    for (const who of ['recepcion', 'coach', 'ana'] as const) {
      const { response, error } = await target.api(who).GET('/admin/reports/sales');
      expect([who, response.status, error?.message]).toEqual([who, 403, PERMISSION_MESSAGES.forbidden]);
    }
    expect((await target.api().GET('/admin/reports/sales')).response.status).toBe(401);
  });

  it('gives the front desk the class fill: each breakdown adds up to the whole', async () => {
    const { data, response } = await target.api('recepcion').GET('/admin/reports/class-fill');
    expect(response.status).toBe(200);
    const report = data as ClassFillReport;
    expect([report.from, report.to, report.location_id]).toEqual(['2026-10-27', '2026-11-25', null]);
    expect(report.classes).toBeGreaterThan(0);
    expect(report.booked).toBeGreaterThan(0);
    for (const rows of [report.by_class_type, report.slots]) {
      expect([
        rows.reduce((sum, row) => sum + row.classes, 0),
        rows.reduce((sum, row) => sum + row.booked, 0),
        rows.reduce((sum, row) => sum + row.capacity, 0),
      ]).toEqual([report.classes, report.booked, report.capacity]);
    }
    expect(report.under_a_third.every((one) => one.booked * 3 < one.capacity)).toBe(true);
    expect(report.full.every((one) => one.booked >= one.capacity)).toBe(true);
    sameOnEveryShell('class-fill', report);
  });

  it("splits the class fill by location: the two locations' reports add up to the whole", async () => {
    const api = target.api('admin');
    const all = (await api.GET('/admin/reports/class-fill')).data!;
    const parts = await Promise.all(
      [1, 2].map(async (location_id) => {
        const { data } = await api.GET('/admin/reports/class-fill', { params: { query: { location_id } } });
        expect(data!.location_id).toBe(location_id);
        return data!;
      }),
    );
    expect(parts.reduce((sum, part) => sum + part.classes, 0)).toBe(all.classes);
    expect(parts.reduce((sum, part) => sum + part.booked, 0)).toBe(all.booked);
    sameOnEveryShell('class-fill-locations', parts);
  });

  it('refuses the class fill to a coach and a customer', async () => {
    for (const who of ['coach', 'ana'] as const) {
      const { response } = await target.api(who).GET('/admin/reports/class-fill');
      expect([who, response.status]).toEqual([who, 403]);
    }
  });

  it('gives the front desk the attendance of the started classes: each breakdown adds up to the whole', async () => {
    const { data, response } = await target.api('recepcion').GET('/admin/reports/attendance');
    expect(response.status).toBe(200);
    const report = data as AttendanceReport;
    expect([report.from, report.to, report.location_id]).toEqual(['2026-10-27', '2026-11-25', null]);
    expect(report.classes).toBeGreaterThan(0);
    expect(report.attended).toBeGreaterThan(0);
    expect(report.no_shows).toBe(report.booked - report.attended);
    for (const rows of [report.by_class_type, report.by_hour]) {
      for (const field of ['classes', 'booked', 'attended', 'no_shows', 'late_cancels'] as const)
        expect([field, rows.reduce((sum, row) => sum + row[field], 0)]).toEqual([field, report[field]]);
    }
    expect(report.busiest.length).toBeGreaterThan(0);
    expect(report.busiest.length).toBeLessThanOrEqual(10);
    const visits = report.busiest.map((one) => one.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    sameOnEveryShell('attendance', report);
    for (const location_id of [1, 2]) {
      const { data: part } = await target
        .api('admin')
        .GET('/admin/reports/attendance', { params: { query: { location_id } } });
      expect(part!.location_id).toBe(location_id);
      sameOnEveryShell(`attendance-${location_id}`, part);
    }
    const empty = (
      await target.api('admin').GET('/admin/reports/attendance', {
        params: { query: { from: '2020-01-01', to: '2020-01-02' } },
      })
    ).data!;
    expect([empty.classes, empty.no_show_rate, empty.busiest]).toEqual([0, 0, []]);
  });

  it('refuses the attendance to a coach and a customer', async () => {
    for (const who of ['coach', 'ana'] as const) {
      const { response } = await target.api(who).GET('/admin/reports/attendance');
      expect([who, response.status]).toEqual([who, 403]);
    }
  });

  it('gives the front desk each coach: classes taught, who came and their stars', async () => {
    const { data, response } = await target.api('recepcion').GET('/admin/reports/coaches');
    expect(response.status).toBe(200);
    const report = data as CoachesReport;
    expect([report.from, report.to, report.location_id]).toEqual(['2026-10-27', '2026-11-25', null]);
    expect(report.classes).toBeGreaterThan(0);
    expect(report.coaches.length).toBeGreaterThan(1);
    // A co-taught class counts for each coach: the rows cover the whole at least once.
    for (const field of ['classes', 'booked', 'attended', 'ratings'] as const)
      expect(report.coaches.reduce((sum, row) => sum + row[field], 0)).toBeGreaterThanOrEqual(report[field]);
    const attendance = (await target.api('recepcion').GET('/admin/reports/attendance')).data!;
    expect([report.classes, report.booked, report.attended]).toEqual([
      attendance.classes,
      attendance.booked,
      attendance.attended,
    ]);
    sameOnEveryShell('coaches', report);
    const { data: part } = await target
      .api('admin')
      .GET('/admin/reports/coaches', { params: { query: { location_id: 2 } } });
    sameOnEveryShell('coaches-2', part);
  });

  it('refuses the coaches report to a coach and a customer', async () => {
    for (const who of ['coach', 'ana'] as const) {
      const { response } = await target.api(who).GET('/admin/reports/coaches');
      expect([who, response.status]).toEqual([who, 403]);
    }
  });

  it('gives the front desk the customers: new, active, returning and at risk, each count its list', async () => {
    const { data, response } = await target.api('recepcion').GET('/admin/reports/customers');
    expect(response.status).toBe(200);
    const report = data as CustomersReport;
    expect([report.from, report.to, report.location_id]).toEqual(['2026-10-27', '2026-11-25', null]);
    expect([
      report.new_customers,
      report.active_customers,
      report.returning_customers,
      report.at_risk_customers,
    ]).toEqual([report.new.length, report.active.length, report.returning.length, report.at_risk.length]);
    // The seed: three fillers and two personas signed up in the last 30 days; Ana came last week.
    expect(report.new.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Teresa Medina', 'Irene Campos', 'Valeria Torres']),
    );
    expect(report.new.every((row) => row.signed_up! >= report.from && row.signed_up! <= report.to)).toBe(
      true,
    );
    expect(report.active.map((row) => row.name)).toContain('Ana García');
    const returning = new Set(report.returning.map((row) => row.customer_id));
    expect(report.active.filter((row) => returning.has(row.customer_id))).toHaveLength(returning.size);
    // Irene holds five credits and has never come: at risk, never seen.
    expect(report.at_risk.find((row) => row.name === 'Irene Campos')).toMatchObject({ last_visit: null });
    expect(report.at_risk.map((row) => row.name)).not.toContain('Ana García');
    // The visits the attendance report counts are the ones this report counts.
    const attendance = (await target.api('recepcion').GET('/admin/reports/attendance')).data!;
    expect(report.active.reduce((sum, row) => sum + row.visits, 0)).toBe(attendance.attended);
    sameOnEveryShell('customers', report);
  });

  it("narrows the customers to a location's visits, and answers a range before anyone signed up", async () => {
    const api = target.api('admin');
    const all = (await api.GET('/admin/reports/customers')).data!;
    for (const location_id of [1, 2]) {
      const { data: part } = await api.GET('/admin/reports/customers', {
        params: { query: { location_id } },
      });
      expect(part!.location_id).toBe(location_id);
      expect(part!.active_customers).toBeLessThanOrEqual(all.active_customers);
      expect(part!.at_risk.every((row) => row.last_visit !== null)).toBe(true);
      sameOnEveryShell(`customers-${location_id}`, part);
    }
    // The seed's visits go back three months (mocks/seed/history.ts): in the last week, returning
    // customers are active ones.
    const week = (
      await api.GET('/admin/reports/customers', {
        params: { query: { from: '2026-11-20', to: '2026-11-25' } },
      })
    ).data!;
    expect(week.returning.length).toBeGreaterThan(0);
    const active = new Set(week.active.map((row) => row.customer_id));
    expect(week.returning.every((row) => active.has(row.customer_id))).toBe(true);
    sameOnEveryShell('customers-week', week);
    const old = (
      await api.GET('/admin/reports/customers', {
        params: { query: { from: '2020-01-01', to: '2020-01-02' } },
      })
    ).data!;
    expect([old.new, old.active, old.returning, old.at_risk]).toEqual([[], [], [], []]);
    const bad = await api.GET('/admin/reports/customers', {
      params: { query: { from: '2026-11-25', to: '2026-11-01' } },
    });
    expect([bad.response.status, bad.error?.message]).toEqual([400, REPORT_MESSAGES.rangeInvalid]);
  });

  it('refuses the customers report to a coach and a customer, and asks a visitor to sign in', async () => {
    for (const who of ['coach', 'ana'] as const) {
      const { response, error } = await target.api(who).GET('/admin/reports/customers');
      expect([who, response.status, error?.message]).toEqual([who, 403, PERMISSION_MESSAGES.forbidden]);
    }
    expect((await target.api().GET('/admin/reports/customers')).response.status).toBe(401);
  });
});
