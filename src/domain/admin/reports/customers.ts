/*
 * The customers report (issue 33, decision 078): who is new, active, returning and at risk over a
 * range, decided once for the mocks and the server from one row per customer. A visit is an
 * attended, live reservation of a class not cancelled (the attendance report's "attended"); the
 * server sums each customer's visits in SQL, the mocks over their records, and both hand the rows
 * to `buildCustomersReport`.
 */
import type { components } from '#src/api/schema.gen';
import { addDays } from '#src/domain/calendar-week';
import { studioDayOf, type ReportWindow } from './range';

export type CustomersReport = components['schemas']['CustomersReport'];
export type CustomersReportRow = components['schemas']['CustomersReportRow'];

/** A customer holding credits or a membership with no visit in this many days is at risk. */
export const AT_RISK_DAYS = 21;

export interface CustomerActivityRow {
  customer_id: number;
  name: string;
  /** When the customer signed up (a real instant); null for records older than the column. */
  created_at: string | null;
  /** Class dates (wall clock as UTC, decision 004) of visits before the range's end. */
  first_visit: string | null;
  last_visit: string | null;
  /** Visits in the range. */
  visits: number;
  /** The customer's unlimited membership and when it ends (null: it does not). */
  has_unlimited: boolean;
  membership_expiration: string | null;
  /**
   * The customer's credits rows bought before the range's end and not used up: the latest
   * expiration among them, and whether one never expires.
   */
  credits_until: string | null;
  credits_forever: boolean;
}

export interface CustomersInput {
  window: ReportWindow;
  offsetHours: number;
  location_id: number | null;
  /** Any superset of the customers the lists hold: the builder decides. */
  customers: readonly CustomerActivityRow[];
}

/**
 * The first class date of the at-risk window: the last `AT_RISK_DAYS` studio days of the range,
 * both ends included. A visit on or after it keeps a customer off the list.
 */
export function atRiskSince(to: string): string {
  return `${addDays(to, 1 - AT_RISK_DAYS)}T00:00:00.000Z`;
}

/** Credits left, or a membership still valid, at `end` (a real instant, excluded). */
export function holdsAt(row: CustomerActivityRow, end: string): boolean {
  const member =
    row.has_unlimited && (row.membership_expiration === null || row.membership_expiration >= end);
  return member || row.credits_forever || (row.credits_until !== null && row.credits_until >= end);
}

const byName = (a: CustomersReportRow, b: CustomersReportRow) =>
  a.name.localeCompare(b.name, 'es') || a.customer_id - b.customer_id;
const mostVisitsFirst = (a: CustomersReportRow, b: CustomersReportRow) => b.visits - a.visits || byName(a, b);

export function buildCustomersReport(input: CustomersInput): CustomersReport {
  const { window, offsetHours, location_id } = input;
  const riskSince = atRiskSince(window.to);
  const signedUpBy = (row: CustomerActivityRow) => row.created_at === null || row.created_at < window.end;
  // With a location, the lists hold that location's customers: those who have visited it.
  const inScope = input.customers.filter((row) => location_id === null || row.first_visit !== null);
  const view = (row: CustomerActivityRow): CustomersReportRow => ({
    customer_id: row.customer_id,
    name: row.name,
    signed_up: row.created_at === null ? null : studioDayOf(row.created_at, offsetHours),
    visits: row.visits,
    last_visit: row.last_visit === null ? null : row.last_visit.slice(0, 10),
  });
  const fresh = inScope
    .filter((row) => row.created_at !== null && row.created_at >= window.start && row.created_at < window.end)
    .map(view)
    .sort((a, b) => (b.signed_up ?? '').localeCompare(a.signed_up ?? '') || byName(a, b));
  const activeRows = inScope.filter((row) => row.visits > 0);
  const active = activeRows.map(view).sort(mostVisitsFirst);
  const returning = activeRows
    .filter((row) => row.first_visit !== null && row.first_visit < window.classesFrom)
    .map(view)
    .sort(mostVisitsFirst);
  const atRisk = inScope
    .filter(
      (row) =>
        holdsAt(row, window.end) &&
        signedUpBy(row) &&
        (row.last_visit === null || row.last_visit < riskSince),
    )
    .map(view)
    // The longest without a visit first; never visited before anyone who did.
    .sort((a, b) => (a.last_visit ?? '').localeCompare(b.last_visit ?? '') || byName(a, b));
  return {
    from: window.from,
    to: window.to,
    location_id,
    new_customers: fresh.length,
    active_customers: active.length,
    returning_customers: returning.length,
    at_risk_customers: atRisk.length,
    new: fresh,
    active,
    returning,
    at_risk: atRisk,
  };
}
