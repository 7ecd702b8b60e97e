import { describe, expect, it } from 'vitest';
import {
  AT_RISK_DAYS,
  buildCustomersReport,
  type CustomerActivityRow,
} from '#src/domain/admin/reports/customers';
import { reportWindow, type ReportWindow } from '#src/domain/admin/reports/range';

// The studio at UTC-6: November 2026, both ends included.
const OFFSET = 6;
const range = reportWindow(new Date('2026-11-25T18:00:00Z'), OFFSET, {
  from: '2026-11-01',
  to: '2026-11-30',
});
if (!range.ok) throw new Error('range');
const window: ReportWindow = range.window;

let nextId = 1;
const customer = (name: string, facts: Partial<CustomerActivityRow> = {}): CustomerActivityRow => ({
  customer_id: nextId++,
  name,
  created_at: '2026-01-10T17:00:00.000Z',
  first_visit: null,
  last_visit: null,
  visits: 0,
  has_unlimited: false,
  membership_expiration: null,
  credits_until: null,
  credits_forever: false,
  ...facts,
});
/** Credits that last past the range. */
const credits = { credits_until: '2027-01-31T06:00:00.000Z' };

const report = (customers: CustomerActivityRow[], location_id: number | null = null) =>
  buildCustomersReport({ window, offsetHours: OFFSET, location_id, customers });
const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((row) => row.name);

describe('the customers report', () => {
  it("counts as new who signed up on the range's studio days, read on the studio's clock", () => {
    const result = report([
      // 2026-11-01 00:30 in the studio: the range's first minute of its first day.
      customer('Primera', { created_at: '2026-11-01T06:30:00.000Z' }),
      // 2026-10-31 23:30 in the studio, though November in UTC.
      customer('Octubre', { created_at: '2026-11-01T05:30:00.000Z' }),
      // 2026-11-30 23:59 in the studio, December in UTC.
      customer('Última', { created_at: '2026-12-01T05:59:00.000Z' }),
      customer('Diciembre', { created_at: '2026-12-01T06:00:00.000Z' }),
    ]);
    expect(names(result.new)).toEqual(['Última', 'Primera']);
    expect(result.new.map((row) => row.signed_up)).toEqual(['2026-11-30', '2026-11-01']);
    expect(result.new_customers).toBe(2);
  });

  it('calls active who visited in the range, and returning who had also visited before it', () => {
    const result = report([
      customer('Nueva', {
        first_visit: '2026-11-03T09:00:00.000Z',
        last_visit: '2026-11-20T09:00:00.000Z',
        visits: 2,
      }),
      customer('Fiel', {
        first_visit: '2026-06-03T09:00:00.000Z',
        last_visit: '2026-11-28T09:00:00.000Z',
        visits: 5,
      }),
      // The range's first class of the day counts in it, not before it.
      customer('Justo', {
        first_visit: '2026-11-01T07:00:00.000Z',
        last_visit: '2026-11-01T07:00:00.000Z',
        visits: 1,
      }),
      customer('Ausente', {
        first_visit: '2026-05-03T09:00:00.000Z',
        last_visit: '2026-10-31T20:00:00.000Z',
      }),
    ]);
    expect(names(result.active)).toEqual(['Fiel', 'Nueva', 'Justo']);
    expect(names(result.returning)).toEqual(['Fiel']);
    expect([result.active_customers, result.returning_customers]).toEqual([3, 1]);
    expect(result.active[0]).toMatchObject({ visits: 5, last_visit: '2026-11-28' });
  });

  it(`puts at risk who holds credits and has not come in the range's last ${AT_RISK_DAYS} days`, () => {
    expect(AT_RISK_DAYS).toBe(21);
    const result = report([
      // The 21 days are 2026-11-10 … 2026-11-30: a visit on the 10th keeps her off the list.
      customer('Día 21', {
        ...credits,
        first_visit: '2026-09-01T09:00:00.000Z',
        last_visit: '2026-11-10T07:00:00.000Z',
      }),
      customer('Día 22', {
        ...credits,
        first_visit: '2026-09-01T09:00:00.000Z',
        last_visit: '2026-11-09T20:00:00.000Z',
      }),
      customer('Sin créditos', {
        first_visit: '2026-09-01T09:00:00.000Z',
        last_visit: '2026-10-01T09:00:00.000Z',
      }),
    ]);
    expect(names(result.at_risk)).toEqual(['Día 22']);
    expect(result.at_risk[0]!.last_visit).toBe('2026-11-09');
  });

  it('puts at risk a member who never came, first, and not one whose membership ended inside the range', () => {
    const result = report([
      customer('Vino', {
        ...credits,
        first_visit: '2026-09-01T09:00:00.000Z',
        last_visit: '2026-10-01T09:00:00.000Z',
      }),
      customer('Nunca', { has_unlimited: true, membership_expiration: '2026-12-20T06:00:00.000Z' }),
      customer('Vencida', { has_unlimited: true, membership_expiration: '2026-11-15T06:00:00.000Z' }),
      customer('Sin fin', { has_unlimited: true, membership_expiration: null }),
      customer('Créditos vencidos', { credits_until: '2026-11-20T06:00:00.000Z' }),
      customer('Créditos sin vencer', { credits_forever: true }),
      // Signed up after the range: not at risk in it.
      customer('Después', { ...credits, created_at: '2026-12-03T18:00:00.000Z' }),
    ]);
    expect(names(result.at_risk)).toEqual(['Créditos sin vencer', 'Nunca', 'Sin fin', 'Vino']);
    expect(result.at_risk.slice(0, 3).map((row) => row.last_visit)).toEqual([null, null, null]);
    expect(result.at_risk_customers).toBe(4);
  });

  it("with a location, lists only that location's customers: those who have visited it", () => {
    const rows = [
      customer('De aquí', {
        ...credits,
        first_visit: '2026-09-01T09:00:00.000Z',
        last_visit: '2026-10-01T09:00:00.000Z',
      }),
      customer('Nueva sin visitas', { ...credits, created_at: '2026-11-05T18:00:00.000Z' }),
    ];
    expect(names(report(rows, 2).at_risk)).toEqual(['De aquí']);
    expect(report(rows, 2).new).toEqual([]);
    expect(names(report(rows).new)).toEqual(['Nueva sin visitas']);
  });

  it('answers an empty studio with empty lists and zero counts', () => {
    expect(report([])).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      location_id: null,
      new_customers: 0,
      active_customers: 0,
      returning_customers: 0,
      at_risk_customers: 0,
      new: [],
      active: [],
      returning: [],
      at_risk: [],
    });
  });
});
