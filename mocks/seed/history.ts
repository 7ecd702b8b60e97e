import { renewalKey } from '#src/domain/commerce/renewal-keys';
import { mockNow } from '#mocks/clock';
import { db, nextId, type ClassPackageRecord, type SingleClassRecord } from '#mocks/db';
import { spotFor } from './bookings';
import { INSTRUCTOR } from './catalogue';
import { PACKAGE } from './commerce';
import { FILLER_COUNT, FILLER_FIRST_ID, fillerSignedUpDaysAgo } from './people';
import { slotClass, slotsOn, type Slot } from './schedule';
import { addDays, daysFromNow, STUDIO_OFFSET_HOURS, studioWeekStart } from './time';

/*
 * Three months of the studio's past (issue 33), so the back-office reports show something true
 * in mock mode: the regular week's classes for the twelve weeks before last week, the filler
 * customers' places in them (attended, no-shows, late cancels, stars), and their purchases. It
 * runs last, so every hand-written record keeps its id, and touches no persona. Everything is
 * derived from ids and the seed's now, and kept small: the seed runs before every unit test.
 */

/** The history's weeks, as `classAt`'s week offsets (last week, −1, is schedule.ts's). */
export const HISTORY_WEEKS = { first: -13, last: -2 } as const;
/** Purchases and invoices of the history start here: lower ids are the hand-written seed's. */
export const HISTORY_FIRST_ID = 100;
/**
 * The history's sales end this many days before now: the last fortnight's are the hand-written
 * seed's (commerce.ts), whose days tests name.
 */
export const HISTORY_SALES_UNTIL_DAYS_AGO = 14;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const THURSDAY = 3;
const SATURDAY = 5;

interface Filler {
  customer_id: number;
  /** Index in the seed's filler list. */
  index: number;
  signedUpDaysAgo: number;
  signedUpAt: number;
}

function fillers(now: number): Filler[] {
  return Array.from({ length: FILLER_COUNT }, (_, index) => ({
    customer_id: FILLER_FIRST_ID + index,
    index,
    signedUpDaysAgo: fillerSignedUpDaysAgo(index),
    signedUpAt: now - fillerSignedUpDaysAgo(index) * DAY_MS,
  }));
}

export async function seedHistory(): Promise<void> {
  const now = mockNow().getTime();
  const customers = fillers(now);
  await seedPastClasses(customers);
  await seedPastPurchases(customers);
}

/** How many places a slot usually had taken three months ago: the evenings and Sunday's yoga fill best. */
const USUAL_PLACES: Record<string, number> = { '07:00': 1, '09:00': 1, '18:00': 2, '19:30': 2, '10:00': 3 };
/** From this week on, one more place in each class: the studio grows. */
const GROWING_FROM_WEEK = -5;

/**
 * Places taken in a past class, before the customers who had signed up by then bound it: the
 * slot's usual, ± 1 by the id, one fewer on Saturdays, one more as the studio grows; Thursday's
 * pilates full for the last month (the class fill report's full classes).
 */
function placesWanted(slot: Slot, weekday: number, weekOffset: number, id: number): number {
  if (weekday === THURSDAY && slot.time === '18:00' && weekOffset >= -5) return slot.capacity;
  const usual =
    (USUAL_PLACES[slot.time] ?? 1) -
    (weekday === SATURDAY ? 1 : 0) +
    (weekOffset >= GROWING_FROM_WEEK ? 1 : 0);
  return Math.max(0, Math.min(slot.capacity, usual + ((id * 7) % 3) - 1));
}

/** Each coach's usual stars: the coaches report compares them. */
const COACH_STARS: Record<number, number> = {
  [INSTRUCTOR.mariana]: 5,
  [INSTRUCTOR.diego]: 4,
  [INSTRUCTOR.sofia]: 5,
  [INSTRUCTOR.andres]: 4,
};
const COMMENTS = [
  '¡Excelente clase!',
  'Muy buena energía.',
  'Salí renovada.',
  'Un poco llena, pero muy bien.',
];

async function seedPastClasses(customers: readonly Filler[]): Promise<void> {
  const monday = studioWeekStart();
  let classId = nextId(db.singleClasses.all(), 'single_class_id');
  let reservationId = nextId(db.reservations.all(), 'class_reservation_id');
  for (let weekOffset = HISTORY_WEEKS.first; weekOffset <= HISTORY_WEEKS.last; weekOffset += 1) {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const day = addDays(monday, weekOffset * 7 + weekday);
      for (const slot of slotsOn(weekday)) {
        const record = await db.singleClasses.create(slotClass(classId++, slot, day, weekday));
        reservationId = await seedPlaces(
          record,
          placesWanted(slot, weekday, weekOffset, record.single_class_id),
          customers,
          reservationId,
        );
      }
    }
  }
}

/**
 * The places of one past class: `wanted` live ones, mostly attended, some no-shows, a few with
 * stars; now and then one more customer who cancelled, late (inside the cancel timeframe: the
 * attendance report's late cancel) or in time. Returns the next reservation id.
 */
async function seedPlaces(
  record: SingleClassRecord,
  wanted: number,
  customers: readonly Filler[],
  firstId: number,
): Promise<number> {
  const c = record.single_class_id;
  const startsAt = Date.parse(record.class_date) + STUDIO_OFFSET_HOURS * HOUR_MS;
  // Who had signed up three days before the class (they book one to three days ahead).
  const eligible = customers.filter((one) => one.signedUpAt <= startsAt - 3 * DAY_MS);
  if (eligible.length === 0) return firstId;
  const live = Math.min(wanted, eligible.length);
  const lateCancel = c % 12 === 0;
  const timelyCancel = c % 20 === 7;
  const rows = Math.min(live + (lateCancel ? 1 : 0) + (timelyCancel ? 1 : 0), eligible.length);
  const start = (c * 5) % eligible.length;
  let id = firstId;
  for (let k = 0; k < rows; k += 1) {
    const customer = eligible[(start + k) % eligible.length]!;
    const cancelled = k >= live;
    const noShow = !cancelled && (c * 13 + k * 7) % 14 === 0;
    const rated = !cancelled && !noShow && (c * 3 + k) % 7 === 0;
    const coachStars = COACH_STARS[record.instructor_ids[0] ?? 0] ?? 4;
    const stars = coachStars - ((c + k) % 3 === 0 ? 1 : 0);
    const late = cancelled && lateCancel && k === live;
    await db.reservations.create({
      class_reservation_id: id++,
      single_class_id: c,
      customer_id: customer.customer_id,
      deletedAt: cancelled ? new Date(startsAt - (late ? 2 : 30) * HOUR_MS).toISOString() : null,
      is_cash: false,
      is_paid: true,
      attend: cancelled ? null : !noShow,
      spot: spotFor(record.class_type_id, k),
      guest: null,
      class_stars: rated ? Math.min(5, stars + ((c + k) % 2)) : null,
      coach_stars: rated ? stars : null,
      comment: rated && (c + k) % 3 === 1 ? COMMENTS[c % COMMENTS.length]! : null,
      available_class_id: null,
      createdAt: new Date(startsAt - (1 + ((c + k) % 3)) * DAY_MS).toISOString(),
    });
  }
  return id;
}

/**
 * What each filler buys again and again, by their index: a pack, the unlimited month (only months
 * that have ended: no filler has a membership running, people.ts), a single class.
 */
const PLANS: ReadonlyArray<{ package: number; everyDays: number; endedBy?: number }> = [
  { package: PACKAGE.five, everyDays: 21 },
  { package: PACKAGE.ten, everyDays: 35 },
  { package: PACKAGE.unlimited, everyDays: 30, endedBy: 31 },
  { package: PACKAGE.single, everyDays: 14 },
];
/** The one filler with a monthly membership (a subscription, renewed by invoices). */
const SUBSCRIBER_INDEX = 10;
/** The history's first day of sales, in days before now: three months. */
const HISTORY_DAYS = 91;

interface Sale {
  customer_id: number;
  package: number;
  daysAgo: number;
}

/** Every sale of the history, oldest first: trials at sign-up, each filler's plan, a few extras. */
function pastSales(customers: readonly Filler[]): Sale[] {
  const sales: Sale[] = [];
  const inWindow = (daysAgo: number) => daysAgo <= HISTORY_DAYS && daysAgo >= HISTORY_SALES_UNTIL_DAYS_AGO;
  for (const customer of customers) {
    const { customer_id, index, signedUpDaysAgo } = customer;
    const sell = (pkg: number, daysAgo: number) => {
      if (inWindow(daysAgo)) sales.push({ customer_id, package: pkg, daysAgo });
    };
    // Who signed up in the window tried a class that day; some paid the yearly sign-up fee too.
    sell(PACKAGE.trial, signedUpDaysAgo);
    if (index % 3 === 2) sell(PACKAGE.signupFee, signedUpDaysAgo);
    if (index % 7 === 4) sell(PACKAGE.online, signedUpDaysAgo - 20);
    if (index === SUBSCRIBER_INDEX) continue;
    const plan = PLANS[(index + 1) % PLANS.length]!;
    for (
      let daysAgo = Math.min(signedUpDaysAgo - 2 - (index % 3), HISTORY_DAYS - index);
      daysAgo >= Math.max(HISTORY_SALES_UNTIL_DAYS_AGO, plan.endedBy ?? 0);
      daysAgo -= plan.everyDays
    )
      sell(plan.package, daysAgo);
  }
  return sales.sort((a, b) => b.daysAgo - a.daysAgo || a.customer_id - b.customer_id);
}

/** The payment methods in turn, by the purchase id: online (none of the list), cash, card, transfer. */
const METHODS: ReadonlyArray<number | null> = [null, 1, 3, null, 2];

async function seedPastPurchases(customers: readonly Filler[]): Promise<void> {
  const packages = new Map(db.classPackages.all().map((pkg) => [pkg.class_package_id, pkg]));
  let purchaseId = HISTORY_FIRST_ID;
  // Now's time of day or up to eight hours later (the day's sales stay on their studio day), so a
  // trial bought on the day a customer signed up comes after the sign-up.
  const at = (daysAgo: number, id: number) => daysFromNow(-daysAgo + ((id * 7) % 9) / 24);
  for (const sale of pastSales(customers)) {
    const pkg = packages.get(sale.package)!;
    const paid = pkg.sale_price ?? pkg.price;
    const createdAt = at(sale.daysAgo, purchaseId);
    await db.purchases.create({
      purchase_id: purchaseId,
      customer_id: sale.customer_id,
      class_package_id: pkg.class_package_id,
      title: pkg.title,
      amount: pkg.price,
      total_payment: paid,
      createdAt,
      updatedAt: createdAt,
      cancelledAt: null,
      status: 'completed',
      class_amount: pkg.class_amount,
      payment_method_id: METHODS[(purchaseId * 7) % METHODS.length] ?? null,
      subscription_id: null,
      subscription_interval: null,
      subscription_period: null,
      free_trial_length: null,
      expiration_days: pkg.expiration_days ?? null,
    });
    purchaseId += 1;
  }
  await seedPastMembership(customers[SUBSCRIBER_INDEX]!, purchaseId, packages.get(PACKAGE.subscription)!);
}

/**
 * A filler's monthly membership, paid online since about eighty days ago with no free trial: its
 * first charge is the purchase (a sale that day), each renewal a sale of its own (chargeSales).
 * Like the other fillers' packs, its classes have been used: no credits row is left.
 */
async function seedPastMembership(
  customer: Filler,
  purchase_id: number,
  pkg: ClassPackageRecord,
): Promise<void> {
  const renewals = [80, 50, 20];
  const createdAt = daysFromNow(-renewals[0]!);
  await db.purchases.create({
    purchase_id,
    customer_id: customer.customer_id,
    class_package_id: pkg.class_package_id,
    title: pkg.title,
    amount: pkg.price,
    total_payment: pkg.price,
    createdAt,
    updatedAt: daysFromNow(-renewals.at(-1)!),
    cancelledAt: null,
    status: 'active',
    class_amount: pkg.class_amount,
    payment_method_id: null,
    subscription_id: `sub_mock_${String(purchase_id).padStart(4, '0')}`,
    subscription_interval: 1,
    subscription_period: 'month',
    free_trial_length: null,
    expiration_days: pkg.expiration_days ?? null,
  });
  let invoice_id = HISTORY_FIRST_ID;
  for (const [charge, daysAgo] of renewals.entries()) {
    await db.invoices.create({
      invoice_id: invoice_id++,
      purchase_id,
      total_payment: pkg.price,
      createdAt: daysFromNow(-daysAgo),
      status: 'completed',
      // Its renewals are named as the mocks name the periods they charge (decision 089).
      ...(charge > 0 ? { provider_invoice_id: renewalKey(purchase_id, charge) } : {}),
    });
  }
}
