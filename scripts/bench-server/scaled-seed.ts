import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { personas } from '#mocks/personas';

/*
 * The studio at the size issue 29's numbers name, grown on top of the normal seed
 * (server/db/seed.ts) with bulk SQL (INSERT … SELECT generate_series): customers like Ana (profile
 * complete, documents accepted, credits), a full timetable every week of a year of history and the
 * weeks ahead, and the history's reservations. Everything is derived from row numbers and `now`
 * (no randomness), so two runs build the same database.
 */

export interface ScaleSizes {
  /** Customers in the studio, the seed's own included. */
  customers: number;
  /** Classes in each generated week (weeks the seed already fills past it keep theirs). */
  classesPerWeek: number;
  /** Reservations added on the generated classes that took place before `now`. */
  pastReservations: number;
  /** Weeks generated after the current one. */
  weeksAhead: number;
  /** Credits each generated customer holds (one credits row). */
  creditsEach: number;
  /**
   * Of the past reservations, how many are Ana's (one on each of the oldest generated classes), so
   * Mis Reservaciones has pages deep into a long history (50 a page: 2,050 reach page 41).
   */
  anaHistory?: number;
}

export const BENCH_SIZES: ScaleSizes = {
  customers: 5_000,
  classesPerWeek: 300,
  pastReservations: 200_000,
  weeksAhead: 2,
  creditsEach: 50,
  anaHistory: 2_050,
};

/** Issue 32's numbers ("Scale"): BENCH_SCALE=issue32. About 143 weeks of 1,000 classes. */
export const ISSUE_32_SIZES: ScaleSizes = {
  customers: 50_000,
  classesPerWeek: 1_000,
  pastReservations: 2_000_000,
  weeksAhead: 2,
  creditsEach: 50,
  anaHistory: 2_050,
};

/**
 * The sizes a run asks for: BENCH_SIZES (JSON) wins, then BENCH_SCALE (issue29, the default, which
 * seeds in seconds on this 2-core machine, or issue32), so the default run stays short.
 */
export function benchSizes(env: { BENCH_SIZES?: string; BENCH_SCALE?: string }): ScaleSizes {
  if (env.BENCH_SIZES) return JSON.parse(env.BENCH_SIZES) as ScaleSizes;
  const scale = env.BENCH_SCALE ?? 'issue29';
  if (scale === 'issue29') return BENCH_SIZES;
  if (scale === 'issue32') return ISSUE_32_SIZES;
  throw new Error(`BENCH_SCALE must be issue29 or issue32 (it is "${scale}")`);
}

/** Generated classes hold this many places; history fills about two thirds of them. */
export const GENERATED_CAPACITY = 20;
const HISTORY_FILL = 14;

/** Generated customers sign in as `bench-<n>` (n from 1), `bench-<n>@demo.mx`. */
export const benchIdentity = (n: number) => ({ uid: `bench-${n}`, email: `bench-${n}@demo.mx` });

const DAY_MS = 86_400_000;

/** Monday 00:00 of the week holding `now`, on the class dates' clock (wall clock written as UTC). */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * The weeks of history that hold pastReservations at about HISTORY_FILL a generated class. A week
 * the seed already holds classes in (it has three months of them, mocks/seed/history.ts) only gets
 * the classes it lacks: `seeded` counts the seed's classes of each week before the current one,
 * last week first.
 */
export function historyWeeks(sizes: ScaleSizes, seeded: readonly number[] = []): number {
  const needed = Math.ceil(sizes.pastReservations / HISTORY_FILL);
  let weeks = 0;
  for (let generated = 0; generated < needed && sizes.classesPerWeek > 0; weeks += 1) {
    generated += Math.max(0, sizes.classesPerWeek - (seeded[weeks] ?? 0));
  }
  return Math.max(1, weeks);
}

/** The seed's classes in each week before the one holding `now`, last week first. */
async function seededWeeks(db: Database, now: Date): Promise<number[]> {
  const monday = weekStart(now);
  const result = (await db.execute(
    sql`select class_date from single_classes where class_date < ${monday.toISOString()}`,
  )) as unknown as { rows: Array<{ class_date: string }> };
  const weeks: number[] = [];
  for (const { class_date } of result.rows) {
    const back = Math.ceil((monday.getTime() - Date.parse(class_date)) / (7 * DAY_MS)) - 1;
    weeks[back] = (weeks[back] ?? 0) + 1;
  }
  return Array.from(weeks, (count) => count ?? 0);
}

const SERIALS = [
  ['customers', 'customer_id'],
  ['accepted_pages', 'accepted_page_id'],
  ['available_classes', 'available_class_id'],
  ['single_classes', 'single_class_id'],
  ['reservations', 'class_reservation_id'],
] as const;

async function one(tx: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await tx.execute(query)) as unknown as { rows: Array<{ value: unknown }> };
  return Number(result.rows[0]?.value ?? 0);
}

export interface ScaleSummary {
  /** The generated customers' ids run from firstCustomerId to lastCustomerId. */
  firstCustomerId: number;
  lastCustomerId: number;
  /** Generated classes have ids above this one. */
  classesAfterId: number;
}

/** Grows a freshly seeded database to `sizes` as of `now`, in one transaction, then VACUUM ANALYZEs it. */
export async function scaleSeed(db: Database, sizes: ScaleSizes, now: Date): Promise<ScaleSummary> {
  const history = historyWeeks(sizes, await seededWeeks(db, now));
  const firstWeek = new Date(weekStart(now).getTime() - history * 7 * DAY_MS).toISOString();
  const weeks = history + 1 + sizes.weeksAhead;
  const nowText = now.toISOString();
  const ana = personas.ana.customer_id;

  const summary = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const base = await one(tx, sql`select coalesce(max(customer_id), 0) as value from customers`);
    const existing = await one(tx, sql`select count(*) as value from customers`);
    const added = Math.max(0, sizes.customers - existing);
    const classesAfterId = await one(
      tx,
      sql`select coalesce(max(single_class_id), 0) as value from single_classes`,
    );

    // Customers like Ana: the fields her profile form requires, the documents she accepted.
    await tx.execute(sql`
      insert into customers (customer_id, uid, name, last_name, email, phone, instagram, birthdate,
        signup_reason, other, account, has_unlimited)
      select ${base}::int + g, 'bench-' || g, a.name, 'Bench ' || g, 'bench-' || g || '@demo.mx',
        '70' || lpad(g::text, 8, '0'), a.instagram, a.birthdate, a.signup_reason, a.other, a.account, false
      from customers a, generate_series(1, ${added}::int) g
      where a.customer_id = ${ana}`);
    await tx.execute(sql`
      insert into users (uid, email, name, role, customer_id)
      select 'bench-' || g, 'bench-' || g || '@demo.mx', 'Bench ' || g, 'customer', ${base}::int + g
      from generate_series(1, ${added}::int) g`);
    await tx.execute(sql`
      insert into accepted_pages (page_id, customer_id, created_at)
      select p.page_id, ${base}::int + g, p.created_at
      from accepted_pages p, generate_series(1, ${added}::int) g
      where p.customer_id = ${ana}`);
    await tx.execute(sql`
      insert into available_classes (customer_id, available_classes, expiration_date, created_at)
      select ${base}::int + g, ${sizes.creditsEach}::int, ${nowText}::timestamptz + interval '90 days',
        ${nowText}::timestamptz - interval '7 days'
      from generate_series(1, ${added}::int) g`);

    // A timetable of classesPerWeek classes: slot i is on day i % 7, every 20 minutes from 06:00,
    // its type, location and coach taken in turn. A week the seed already fills keeps its own.
    await tx.execute(sql`
      insert into single_classes (class_date, capacity, location_id, class_type_id)
      select to_char(w.starts + (i % 7) * interval '1 day' + interval '6 hours'
          + (i / 7) * interval '20 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        ${GENERATED_CAPACITY}::int,
        (select array_agg(location_id order by location_id) from locations)[1 + i % (select count(*) from locations)::int],
        (select array_agg(class_type_id order by class_type_id) from class_types)[1 + i % (select count(*) from class_types)::int]
      from (
        select ${firstWeek}::timestamp + n * interval '7 days' as starts
        from generate_series(0, ${weeks - 1}::int) n
      ) w
      cross join generate_series(0, ${sizes.classesPerWeek - 1}::int) i
      where i >= (
        select count(*) from single_classes s
        where s.class_date >= to_char(w.starts, 'YYYY-MM-DD')
          and s.class_date < to_char(w.starts + interval '7 days', 'YYYY-MM-DD')
      )
      order by 1`);
    await tx.execute(sql`
      insert into single_class_instructors (single_class_id, instructor_id, position)
      select c.single_class_id,
        (select array_agg(instructor_id order by instructor_id) from instructors)[1 + c.single_class_id % (select count(*) from instructors)::int],
        0
      from single_classes c
      where c.single_class_id > ${classesAfterId}::int`);

    // The history: pastReservations spread evenly over the generated classes before now, class k
    // taking consecutive customers from a stride of 7919 (a prime) so each class has its own
    // crowd; one in ten cancelled, most attended. Ana (not a generated customer, so never twice in
    // a class) takes the first place of the oldest anaHistory classes.
    await tx.execute(sql`
      with past as (
        select single_class_id, class_date::timestamptz as starts,
          row_number() over (order by single_class_id) - 1 as k,
          count(*) over () as total
        from single_classes
        where single_class_id > ${classesAfterId}::int and class_date < ${nowText}
      ), shares as (
        select *, (floor((k + 1) * ${sizes.pastReservations}::bigint / total)
          - floor(k * ${sizes.pastReservations}::bigint / total))::int as n
        from past
      )
      insert into reservations (single_class_id, customer_id, deleted_at, is_cash, is_paid, attend, created_at)
      select s.single_class_id,
        case when j = 0 and s.k < ${sizes.anaHistory ?? 0}::int then ${ana}::int
          else ${base}::int + 1 + ((s.k * 7919 + j) % ${Math.max(added, 1)}::int)::int end,
        case when (s.k * 31 + j) % 10 = 0 then s.starts - interval '1 day' end,
        false, true,
        case when (s.k * 31 + j) % 10 = 0 then null else (s.k + j) % 7 <> 0 end,
        s.starts - interval '2 days'
      from shares s cross join lateral generate_series(0, s.n - 1) j`);

    for (const [table, column] of SERIALS) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
        ),
      );
    }
    return { firstCustomerId: base + 1, lastCustomerId: base + added, classesAfterId };
  });
  // The planner needs the new sizes before the first query, and index-only scans need the pages
  // marked all-visible: what autovacuum gives a table soon after a bulk insert.
  await db.execute(sql`vacuum analyze`);
  return summary;
}
