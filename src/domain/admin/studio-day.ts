/*
 * The back-office's home (issue 33, decision 074): the studio's day built from plain rows, by the
 * mocks over their collections and by the server over its SQL aggregates, so both answer the same.
 * Class dates are the studio's wall clock written as UTC (decision 004); purchases, charges and
 * membership ends are real instants, read on the studio's clock.
 */
import type { components } from '#src/api/schema.gen';
import { isPurchaseSale } from '#src/domain/admin/reports/sales';
import { studioNow } from '#src/domain/booking-window';
import { CLASS_EVENT_MINUTES } from '#src/domain/calendar-event';
import { addDays, studioDay } from '#src/domain/calendar-week';
import { isPendingCash } from '#src/domain/commerce/cash-payment';

export type StudioDay = components['schemas']['StudioDay'];
export type StudioDayClass = components['schemas']['StudioDayClass'];
export type StudioDayAlert = components['schemas']['StudioDayAlert'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A membership ending within this many days is worth a word at the desk. */
export const MEMBERSHIP_ALERT_DAYS = 7;
/** A failed charge stays an alert this long: after that the customer's page tells it. */
export const FAILED_PAYMENT_ALERT_DAYS = 7;

/** A class of the day or the next, with its counts (the server counts them in SQL). */
export interface DayClassRow {
  single_class_id: number;
  class_date: string;
  class_type: string;
  /** Names in the order the coaches were assigned. */
  coaches: string[];
  coach_ids: number[];
  location: string;
  capacity: number | null;
  booked: number;
  waitlist: number;
  checked_in: number;
}

export interface DayPurchaseRow {
  purchase_id: number;
  customer_id: number;
  customer_name: string;
  status: string;
  payment_method_id: number | null;
  /** Who takes the money (a card's or the payment button's); none for cash. */
  provider?: string | null;
  total_payment_cents: number;
  /** A subscription begun with a free trial sells on its first paid charge, not on this day. */
  free_trial_length: number | null;
  createdAt: string;
}

/** A subscription's charge that is a sale of its own (chargeSales, the shared rule). */
export interface DaySaleChargeRow {
  total_payment_cents: number;
  createdAt: string;
}

export interface DayMembershipRow {
  customer_id: number;
  customer_name: string;
  expires: string;
}

export interface DayFailedChargeRow {
  purchase_id: number;
  customer_id: number;
  customer_name: string;
  total_payment_cents: number;
  createdAt: string;
}

/** Who asks: a coach (their coach record) sees only the classes they teach and no money. */
export interface DayViewer {
  coachId: number | null;
}

/** The rows a shell must fetch for a day, as instants and wall-clock bounds. */
export interface DayWindow {
  day: string;
  tomorrow: string;
  /** Class dates from `classesFrom` (inclusive) to `classesUntil` (exclusive): the day and the next. */
  classesFrom: string;
  classesUntil: string;
  /** The day's real instants (sales). */
  dayStart: string;
  dayEnd: string;
  /** Memberships ending from now until this instant. */
  membershipsUntil: string;
  /** Failed charges since this instant. */
  failedSince: string;
}

export function isStudioDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

export function dayWindow(now: Date, offsetHours: number, date?: string): DayWindow {
  const day = date ?? studioDay(now, offsetHours);
  const tomorrow = addDays(day, 1);
  const start = Date.parse(`${day}T00:00:00.000Z`) + offsetHours * HOUR_MS;
  return {
    day,
    tomorrow,
    classesFrom: `${day}T00:00:00.000Z`,
    classesUntil: `${addDays(day, 2)}T00:00:00.000Z`,
    dayStart: new Date(start).toISOString(),
    dayEnd: new Date(start + DAY_MS).toISOString(),
    membershipsUntil: new Date(now.getTime() + MEMBERSHIP_ALERT_DAYS * DAY_MS).toISOString(),
    failedSince: new Date(now.getTime() - FAILED_PAYMENT_ALERT_DAYS * DAY_MS).toISOString(),
  };
}

export interface StudioDayInput {
  now: Date;
  offsetHours: number;
  /** The studio's day asked for; today when omitted. */
  date?: string | undefined;
  viewer: DayViewer;
  /** At least the classes of the day and the next, not cancelled; others are ignored. */
  classes: readonly DayClassRow[];
  /** Purchases pending or paid; only cash pending ones and the day's sales (isPurchaseSale) count. */
  purchases: readonly DayPurchaseRow[];
  /** Subscriptions' charges that are sales (renewals, a trial's first payment); the day's count. */
  saleCharges: readonly DaySaleChargeRow[];
  /** Unlimited memberships with their end; only those ending within the week count. */
  memberships: readonly DayMembershipRow[];
  /** Failed subscription charges; only the last week's count. */
  failedCharges: readonly DayFailedChargeRow[];
}

const pesos = (cents: number) => cents / 100;
const byDate = (a: DayClassRow, b: DayClassRow) =>
  a.class_date.localeCompare(b.class_date) || a.single_class_id - b.single_class_id;
const within = (instant: string, from: string, until: string) => {
  const at = Date.parse(instant);
  return at >= Date.parse(from) && at < Date.parse(until);
};

/** Oldest first (by instant, then id): the same order whatever order the shell read them in. */
function inOrder<T>(rows: readonly T[], at: (row: T) => string, id: (row: T) => number): T[] {
  return rows.slice().sort((a, b) => Date.parse(at(a)) - Date.parse(at(b)) || id(a) - id(b));
}

function classAlerts(day: readonly DayClassRow[], tomorrow: readonly DayClassRow[]): StudioDayAlert[] {
  const alert = (kind: StudioDayAlert['kind'], row: DayClassRow, count: number): StudioDayAlert => ({
    kind,
    title: row.class_type,
    when: row.class_date,
    single_class_id: row.single_class_id,
    customer_id: null,
    purchase_id: null,
    count,
  });
  const full = [...day, ...tomorrow]
    .filter((row) => row.capacity !== null && row.booked >= row.capacity && row.waitlist > 0)
    .map((row) => alert('full_with_waitlist', row, row.waitlist));
  const empty = tomorrow
    .filter((row) => row.capacity !== null && row.capacity > 0 && row.booked * 3 < row.capacity)
    .map((row) => alert('under_a_third', row, row.booked));
  return [...full, ...empty];
}

/**
 * The day: its classes in order with the one on now (started within the class's hour) and the
 * next to start, the alerts worth acting on, and the day's sales. Class alerts first (the
 * soonest first), then cash to collect, memberships ending and failed charges.
 */
export function buildStudioDay(input: StudioDayInput): StudioDay {
  const { now, offsetHours, viewer } = input;
  const window = dayWindow(now, offsetHours, input.date);
  const coach = viewer.coachId;
  const visible = input.classes
    .filter((row) => coach === null || row.coach_ids.includes(coach))
    .slice()
    .sort(byDate);
  const ofDay = (day: string) => visible.filter((row) => row.class_date.slice(0, 10) === day);
  const today = ofDay(window.day);
  const tomorrow = ofDay(window.tomorrow);

  const wallNow = studioNow(now, offsetHours).getTime();
  const isToday = window.day === studioDay(now, offsetHours);
  const started = (row: DayClassRow) => Date.parse(row.class_date) <= wallNow;
  const on = isToday
    ? today.find((row) => started(row) && wallNow < Date.parse(row.class_date) + CLASS_EVENT_MINUTES * 60_000)
    : undefined;
  const next = isToday ? today.find((row) => !started(row)) : undefined;

  const alerts = classAlerts(today, tomorrow);
  let sales: StudioDay['sales'] = null;
  if (coach === null) {
    const person = (row: { customer_id: number; customer_name: string }) => ({
      title: row.customer_name,
      customer_id: row.customer_id,
    });
    for (const row of inOrder(
      input.purchases.filter(isPendingCash),
      (p) => p.createdAt,
      (p) => p.purchase_id,
    ))
      alerts.push({
        kind: 'cash_pending',
        ...person(row),
        when: row.createdAt,
        single_class_id: null,
        purchase_id: row.purchase_id,
        count: pesos(row.total_payment_cents),
      });
    for (const row of inOrder(
      input.memberships.filter((m) => within(m.expires, now.toISOString(), window.membershipsUntil)),
      (m) => m.expires,
      (m) => m.customer_id,
    ))
      alerts.push({
        kind: 'membership_expiring',
        ...person(row),
        when: row.expires,
        single_class_id: null,
        purchase_id: null,
        count: null,
      });
    const failed = input.failedCharges.filter((c) =>
      within(c.createdAt, window.failedSince, new Date(now.getTime() + 1).toISOString()),
    );
    for (const row of inOrder(
      failed,
      (c) => c.createdAt,
      (c) => c.purchase_id,
    ))
      alerts.push({
        kind: 'payment_failed',
        ...person(row),
        when: row.createdAt,
        single_class_id: null,
        purchase_id: row.purchase_id,
        count: pesos(row.total_payment_cents),
      });
    const ofTheDay = (row: { createdAt: string }) => within(row.createdAt, window.dayStart, window.dayEnd);
    const sold = [
      ...input.purchases.filter((p) => isPurchaseSale(p) && ofTheDay(p)),
      ...input.saleCharges.filter(ofTheDay),
    ];
    sales = { count: sold.length, total: pesos(sold.reduce((sum, p) => sum + p.total_payment_cents, 0)) };
  }
  return {
    date: window.day,
    classes: today.map((row): StudioDayClass => ({
      single_class_id: row.single_class_id,
      class_date: row.class_date,
      class_type: row.class_type,
      coach: row.coaches.length > 0 ? row.coaches.join(', ') : null,
      location: row.location,
      booked: row.booked,
      capacity: row.capacity,
      waitlist: row.waitlist,
      checked_in: row.checked_in,
    })),
    now_class_id: on?.single_class_id ?? null,
    next_class_id: next?.single_class_id ?? null,
    alerts,
    sales,
  };
}

export const STUDIO_DAY_MESSAGES = {
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD.',
} as const;
