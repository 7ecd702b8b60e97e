/*
 * The sales report (issue 33, decision 075), built from plain rows by the mocks (one row per
 * purchase or renewal) and by the server (rows already summed in SQL by day, package and method): the builder
 * sums whatever it is given by key, so both answer the same. Money is summed in cents.
 */
import type { components } from '#src/api/schema.gen';
import { addDays, mondayOf } from '#src/domain/calendar-week';
import { trialDays } from '#src/domain/commerce/subscription-billing';
import type { ReportRange } from './range';

export type SalesReport = components['schemas']['SalesReport'];
export type ReportAmountRow = components['schemas']['ReportAmountRow'];
export type SalesGroup = SalesReport['group'];
export const SALES_GROUPS: readonly SalesGroup[] = ['day', 'week', 'month'];

/** Purchases that count as sales: paid ones (a membership paid is 'active'), as on the day's page. */
export const PAID_STATUSES = ['completed', 'active'] as const;

/**
 * A purchase is a sale on the day it was bought when it was paid then: a subscription that began
 * with a free trial took nothing that day, and its first paid charge is its sale (chargeSales).
 */
export function isPurchaseSale(purchase: {
  status: string;
  free_trial_length?: number | null | undefined;
}): boolean {
  return (PAID_STATUSES as readonly string[]).includes(purchase.status) && trialDays(purchase) === 0;
}

/** Paid purchases of one studio day, package and method: one purchase, or a SQL group of them. */
export interface SaleRow {
  /** The studio day it was paid (YYYY-MM-DD). */
  day: string;
  /** The package's title when bought. */
  package: string;
  /** The payment method's name (cash, transfer…): null when a provider took it or nobody paid. */
  method: string | null;
  /** Who took the money online ('stripe', 'paypal', 'conekta'); null for cash and grants. */
  provider: string | null;
  /** Given for nothing (a free offer, a staff grant): no money changed hands. */
  free: boolean;
  count: number;
  total_cents: number;
}

/** A subscription's charge as stored (an invoice row): what the sales report needs of it. */
export interface ChargeRecord {
  invoice_id: number;
  purchase_id: number;
  status: string;
  total_cents: number;
  /** Its purchase began with a free trial (the purchase's `free_trial_length`). */
  trial: boolean;
}

/** A charge that took money (a trial's charge of 0 and a failed one did not). */
export function isPaidCharge(charge: Pick<ChargeRecord, 'status' | 'total_cents'>): boolean {
  return charge.status === 'completed' && charge.total_cents > 0;
}

/**
 * A subscription's charges that are sales of their own, on the day each was charged: every paid
 * charge, except the first paid one of a subscription without trial (that one is the purchase
 * itself, counted on the day it was bought: isPurchaseSale). After a free trial the first paid
 * charge is the sale. The server's SQL says the same (server/admin/reports/sale-conditions.ts).
 */
export function chargeSales<T extends ChargeRecord>(charges: readonly T[]): T[] {
  const firstPaid = new Map<number, number>();
  for (const charge of charges) {
    if (!isPaidCharge(charge)) continue;
    const first = firstPaid.get(charge.purchase_id);
    if (first === undefined || charge.invoice_id < first)
      firstPaid.set(charge.purchase_id, charge.invoice_id);
  }
  return charges.filter(
    (charge) =>
      isPaidCharge(charge) && (charge.trial || firstPaid.get(charge.purchase_id) !== charge.invoice_id),
  );
}

/** A subscription active at the range's end: what it charges and how often. */
export interface SubscriptionRow {
  total_cents: number;
  period: 'day' | 'month' | 'year' | null;
  interval: number | null;
}

export interface SalesInput extends ReportRange {
  group: SalesGroup;
  sales: readonly SaleRow[];
  subscriptions: readonly SubscriptionRow[];
}

/** A sale without a payment method of the studio's list: who took it, or nobody (a grant). */
export const SALE_METHOD_LABELS = {
  stripe: 'Tarjeta en línea',
  conekta: 'Tarjeta en línea (Conekta)',
  paypal: 'PayPal',
  online: 'Pago en línea',
  free: 'Sin cobro (cortesía o regalo)',
} as const;

/** A purchase paid online names no method of the studio's list (decision 074): its provider does. */
export function saleMethodLabel(row: Pick<SaleRow, 'method' | 'provider' | 'free'>): string {
  if (row.method) return row.method;
  if (row.free) return SALE_METHOD_LABELS.free;
  const provider = row.provider as 'stripe' | 'conekta' | 'paypal' | null;
  return provider && Object.hasOwn(SALE_METHOD_LABELS, provider)
    ? SALE_METHOD_LABELS[provider]
    : SALE_METHOD_LABELS.online;
}

const DAYS_A_MONTH = 365 / 12;

/** The period a day belongs to: itself, its week's Monday, its month's first day. */
export function periodOf(day: string, group: SalesGroup): string {
  if (group === 'week') return mondayOf(day);
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

/** Every period the range touches, in order, so a chart shows the days without sales too. */
export function periodsOf(range: ReportRange, group: SalesGroup): string[] {
  const keys: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const key = periodOf(day, group);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** A subscription's charge as pesos-cents a month. */
export function monthlyCents(row: SubscriptionRow): number {
  const interval = row.interval && row.interval > 0 ? row.interval : 1;
  if (row.period === 'year') return row.total_cents / (12 * interval);
  if (row.period === 'day') return (row.total_cents * DAYS_A_MONTH) / interval;
  return row.total_cents / interval;
}

const pesos = (cents: number) => Math.round(cents) / 100;

interface Sum {
  count: number;
  cents: number;
}

function add(sums: Map<string, Sum>, key: string, row: SaleRow) {
  const sum = sums.get(key) ?? { count: 0, cents: 0 };
  sums.set(key, { count: sum.count + row.count, cents: sum.cents + row.total_cents });
}

function largestFirst(sums: Map<string, Sum>, label: (key: string) => string): ReportAmountRow[] {
  return [...sums]
    .map(([key, sum]) => ({ key, label: label(key), count: sum.count, total: pesos(sum.cents) }))
    .sort((a, b) => b.total - a.total || b.count - a.count || a.label.localeCompare(b.label, 'es'));
}

export function buildSalesReport(input: SalesInput): SalesReport {
  const inRange = input.sales.filter((row) => row.day >= input.from && row.day <= input.to);
  const periods = new Map(periodsOf(input, input.group).map((key) => [key, { count: 0, cents: 0 }]));
  const packages = new Map<string, Sum>();
  const methods = new Map<string, Sum>();
  for (const row of inRange) {
    add(periods, periodOf(row.day, input.group), row);
    add(packages, row.package, row);
    add(methods, saleMethodLabel(row), row);
  }
  const total = inRange.reduce((sum, row) => sum + row.total_cents, 0);
  return {
    from: input.from,
    to: input.to,
    group: input.group,
    count: inRange.reduce((sum, row) => sum + row.count, 0),
    total: pesos(total),
    periods: [...periods].map(([key, sum]) => ({
      key,
      label: key,
      count: sum.count,
      total: pesos(sum.cents),
    })),
    by_package: largestFirst(packages, (key) => key),
    by_method: largestFirst(methods, (key) => key),
    recurring: {
      subscriptions: input.subscriptions.length,
      monthly: pesos(Math.round(input.subscriptions.reduce((sum, row) => sum + monthlyCents(row), 0))),
    },
  };
}
