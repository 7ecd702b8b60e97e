import { describe, expect, it } from 'vitest';
import { reportWindow, REPORT_MESSAGES } from '#src/domain/admin/reports/range';
import {
  buildSalesReport,
  monthlyCents,
  periodsOf,
  chargeSales,
  isPurchaseSale,
  SALE_METHOD_LABELS,
  type SaleRow,
} from '#src/domain/admin/reports/sales';

const sale = (day: string, pkg: string, total_cents: number, more: Partial<SaleRow> = {}): SaleRow => ({
  day,
  package: pkg,
  method: null,
  provider: null,
  free: total_cents === 0,
  count: 1,
  total_cents,
  ...more,
});

const range = { from: '2026-11-01', to: '2026-11-30' };
const rows = [
  sale('2026-11-02', '10 clases', 135_000, { method: 'Efectivo' }),
  sale('2026-11-02', '1 clase', 18_000, { provider: 'stripe' }),
  sale('2026-11-10', '10 clases', 135_000, { provider: 'stripe' }),
  // A SQL group of three purchases of one day, package and method.
  sale('2026-11-29', '5 clases', 225_000, { method: 'Transferencia', count: 3 }),
  sale('2026-11-15', 'Clase de cortesía', 0),
  // Outside the range: never counted.
  sale('2026-10-31', '10 clases', 135_000),
  sale('2026-12-01', '10 clases', 135_000),
];

describe('the sales report', () => {
  it('adds each list up to the total, whatever the grouping', () => {
    for (const group of ['day', 'week', 'month'] as const) {
      const report = buildSalesReport({ ...range, group, sales: rows, subscriptions: [] });
      expect([report.count, report.total]).toEqual([7, 5130]);
      for (const list of [report.periods, report.by_package, report.by_method]) {
        expect(list.reduce((sum, row) => sum + row.total * 100, 0) / 100).toBe(report.total);
        expect(list.reduce((sum, row) => sum + row.count, 0)).toBe(report.count);
      }
    }
  });

  it('sums one row per purchase and the same purchases grouped in SQL to the same report', () => {
    const single = [
      ...rows.filter((row) => row.count === 1),
      ...[0, 1, 2].map(() => sale('2026-11-29', '5 clases', 75_000, { method: 'Transferencia' })),
    ];
    const grouped = buildSalesReport({ ...range, group: 'week', sales: rows, subscriptions: [] });
    expect(buildSalesReport({ ...range, group: 'week', sales: single, subscriptions: [] })).toEqual(grouped);
  });

  it('names the methods: the studio list, the provider, online, and nothing paid', () => {
    const report = buildSalesReport({ ...range, group: 'day', sales: rows, subscriptions: [] });
    expect(report.by_method.map((row) => [row.label, row.count, row.total])).toEqual([
      ['Transferencia', 3, 2250],
      ['Tarjeta en línea', 2, 1530],
      ['Efectivo', 1, 1350],
      [SALE_METHOD_LABELS.free, 1, 0],
    ]);
    expect(report.by_package[0]).toEqual({ key: '10 clases', label: '10 clases', count: 2, total: 2700 });
  });

  it('lists every period of the range, those without sales too: Monday weeks, first-of-month months', () => {
    expect(periodsOf({ from: '2026-11-01', to: '2026-11-03' }, 'day')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    // 2026-11-01 is a Sunday: its week began on Monday 26 October.
    expect(periodsOf({ from: '2026-11-01', to: '2026-11-10' }, 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(periodsOf({ from: '2026-10-31', to: '2026-12-01' }, 'month')).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
  });

  it('answers an empty range with zeros', () => {
    const report = buildSalesReport({
      from: '2026-01-01',
      to: '2026-01-01',
      group: 'day',
      sales: rows,
      subscriptions: [],
    });
    expect(report).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
      group: 'day',
      count: 0,
      total: 0,
      periods: [{ key: '2026-01-01', label: '2026-01-01', count: 0, total: 0 }],
      by_package: [],
      by_method: [],
      recurring: { subscriptions: 0, monthly: 0 },
    });
  });

  it('takes the monthly equivalent of each subscription', () => {
    expect(monthlyCents({ total_cents: 159_900, period: 'month', interval: 1 })).toBe(159_900);
    expect(monthlyCents({ total_cents: 120_000, period: 'year', interval: 1 })).toBe(10_000);
    expect(monthlyCents({ total_cents: 100_000, period: 'month', interval: 2 })).toBe(50_000);
    const report = buildSalesReport({
      ...range,
      group: 'day',
      sales: [],
      subscriptions: [
        { total_cents: 159_900, period: 'month', interval: 1 },
        { total_cents: 120_000, period: 'year', interval: 1 },
      ],
    });
    expect(report.recurring).toEqual({ subscriptions: 2, monthly: 1699 });
  });
});

describe("a report's range", () => {
  const now = new Date('2026-11-25T18:00:00.000Z');

  it("defaults to the last 30 days up to the studio's today, its instants on the studio's clock", () => {
    const range = reportWindow(now, 6, {});
    expect(range).toEqual({
      ok: true,
      window: {
        from: '2026-10-27',
        to: '2026-11-25',
        start: '2026-10-27T06:00:00.000Z',
        end: '2026-11-26T06:00:00.000Z',
        classesFrom: '2026-10-27T00:00:00.000Z',
        classesUntil: '2026-11-26T00:00:00.000Z',
      },
    });
    // 03:00 UTC is still the evening before in the studio (UTC-6).
    expect(reportWindow(new Date('2026-11-26T03:00:00.000Z'), 6, {})).toMatchObject({
      window: { to: '2026-11-25' },
    });
  });

  it('refuses a reversed, malformed or too long range', () => {
    expect(reportWindow(now, 6, { from: '2026-11-02', to: '2026-11-01' })).toEqual({
      ok: false,
      message: REPORT_MESSAGES.rangeInvalid,
    });
    expect(reportWindow(now, 6, { from: 'ayer' })).toEqual({
      ok: false,
      message: REPORT_MESSAGES.rangeInvalid,
    });
    expect(reportWindow(now, 6, { from: '2024-01-01', to: '2026-01-01' })).toEqual({
      ok: false,
      message: REPORT_MESSAGES.rangeTooLong,
    });
  });
});

describe("a subscription's charges as sales", () => {
  const charge = (
    invoice_id: number,
    purchase_id: number,
    total_cents: number,
    { status = 'completed', trial = false } = {},
  ) => ({ invoice_id, purchase_id, status, total_cents, trial });

  it('are its paid charges after the first paid one, which is the purchase itself', () => {
    const charges = [
      charge(1, 6, 159_900),
      charge(2, 6, 159_900),
      charge(5, 6, 159_900),
      // A failed charge took no money.
      charge(4, 6, 159_900, { status: 'failed' }),
    ];
    expect(chargeSales(charges).map((c) => c.invoice_id)).toEqual([2, 5]);
  });

  it('after a free trial are every paid charge: the first one is the sale the trial put off', () => {
    const charges = [
      // The trial's charge of 0 took nothing; the purchase itself was no sale (isPurchaseSale).
      charge(3, 9, 0, { trial: true }),
      charge(6, 9, 159_900, { trial: true }),
      charge(7, 9, 159_900, { trial: true }),
    ];
    expect(chargeSales(charges).map((c) => c.invoice_id)).toEqual([6, 7]);
  });

  it('find the first paid charge whatever the order they come in', () => {
    expect(chargeSales([charge(8, 6, 100), charge(3, 6, 100)]).map((c) => c.invoice_id)).toEqual([8]);
    expect(chargeSales([charge(3, 6, 100)])).toEqual([]);
  });
});

describe('a purchase as a sale on the day it was bought', () => {
  it('is one paid then, and not a subscription begun with a free trial', () => {
    expect(isPurchaseSale({ status: 'completed' })).toBe(true);
    expect(isPurchaseSale({ status: 'active', free_trial_length: null })).toBe(true);
    expect(isPurchaseSale({ status: 'active', free_trial_length: 7 })).toBe(false);
    expect(isPurchaseSale({ status: 'pending' })).toBe(false);
    expect(isPurchaseSale({ status: 'failed' })).toBe(false);
  });
});
