import { sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { seedRecords, type SeedRecords } from '#mocks/seed-records';
import { foldText } from '#src/domain/fold-text';
import type { Database } from './client';
import * as t from './schema';

type Row = Record<string, unknown>;

/** Table ← the mock collection it is loaded from, in foreign-key order. */
const LOADS: Array<[PgTable, keyof SeedRecords, ((row: Row) => Row)?]> = [
  [t.files, 'files'],
  [t.appConfig, 'appConfig'],
  [t.locations, 'locations'],
  [t.classTypes, 'classTypes'],
  [t.customSpotMaps, 'customSpotMaps'],
  [t.classCategories, 'classCategories'],
  [t.instructors, 'instructors'],
  [t.programs, 'programs'],
  [t.tags, 'tags'],
  [
    t.classPackages,
    'classPackages',
    (row) => ({ ...row, price_cents: cents(row.price), sale_price_cents: cents(row.sale_price) }),
  ],
  [t.singleClasses, 'singleClasses'],
  [t.customers, 'customers'],
  [t.users, 'users'],
  [t.addresses, 'addresses'],
  [t.pages, 'pages'],
  [t.acceptedPages, 'acceptedPages'],
  [t.announcements, 'announcements'],
  [t.forms, 'forms'],
  [t.paymentMethods, 'paymentMethods'],
  [t.savedCards, 'savedCards'],
  [
    t.discounts,
    'discounts',
    ({ amount, ...row }) => ({ ...row, amount_hundredths: Math.round(Number(amount) * 100) }),
  ],
  [
    t.purchases,
    'purchases',
    (row) => ({ ...row, amount_cents: cents(row.amount), total_payment_cents: cents(row.total_payment) }),
  ],
  [t.invoices, 'invoices', (row) => ({ ...row, total_payment_cents: cents(row.total_payment) })],
  [t.customFields, 'customFields'],
  [t.availableClasses, 'availableClasses'],
  [t.penalties, 'penalties'],
  [t.reservations, 'reservations'],
  [t.waitlists, 'waitlists'],
  [t.waitlistPromotions, 'waitlistPromotions'],
  [t.closures, 'closures'],
  [t.videoTypes, 'videoTypes'],
  [t.videos, 'videos', (row) => ({ ...row, search_name: foldText(String(row.name)) })],
  [t.favorites, 'favorites'],
  [t.videoCompletions, 'videoCompletions'],
  [t.videoProgress, 'videoProgress'],
  [t.videoRatings, 'videoRatings'],
];

/** Tables with a serial id, so new rows continue after the seed's fixed ids. */
const SERIALS: Array<[string, string]> = [
  ['files', 'file_id'],
  ['locations', 'location_id'],
  ['class_types', 'class_type_id'],
  ['custom_spot_maps', 'custom_spot_map_id'],
  ['class_categories', 'class_category_id'],
  ['instructors', 'instructor_id'],
  ['programs', 'program_id'],
  ['tags', 'tag_id'],
  ['class_packages', 'class_package_id'],
  ['single_classes', 'single_class_id'],
  ['customers', 'customer_id'],
  ['addresses', 'address_id'],
  ['pages', 'page_id'],
  ['accepted_pages', 'accepted_page_id'],
  ['announcements', 'announcement_id'],
  ['forms', 'form_id'],
  ['custom_fields', 'custom_field_id'],
  ['payment_methods', 'payment_method_id'],
  ['saved_cards', 'payment_source_id'],
  ['discounts', 'discount_id'],
  ['purchases', 'purchase_id'],
  ['invoices', 'invoice_id'],
  ['available_classes', 'available_class_id'],
  ['penalties', 'penalty_id'],
  ['reservations', 'class_reservation_id'],
  ['waitlists', 'waitlist_id'],
  ['waitlist_promotions', 'waitlist_promotion_id'],
  ['closures', 'closure_id'],
  // The seed sends no mail: a reset empties the outbox.
  ['sent_mails', 'sent_mail_id'],
  ['video_types', 'video_type_id'],
  ['videos', 'video_id'],
  ['favorites', 'favorite_id'],
  ['video_ratings', 'video_rating_id'],
  ['video_playbacks', 'video_playback_id'],
];

/** Money is stored in integer cents (MXN); the contract speaks pesos. */
function cents(value: unknown): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

async function insertAll(db: Database, table: PgTable, rows: Row[]): Promise<void> {
  // Chunks keep every statement well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(table).values(rows.slice(start, start + 500) as never);
  }
}

/**
 * Empties the studio's tables and loads the mocks' seed into them, as of `now`. The appconfig's
 * firebaseConfig names the server's Firebase project instead of the mocks' own.
 */
export async function seedDatabase(db: Database, now: Date, firebaseProjectId: string): Promise<void> {
  const records = await seedRecords(now);
  await db.transaction(async (tx) => {
    await emptySeededTables(tx as unknown as Database);
    for (const [table, collection, map] of LOADS) {
      let rows = records[collection] as Row[];
      if (collection === 'appConfig') rows = rows.map((row) => withProject(row, firebaseProjectId));
      await insertAll(tx as unknown as Database, table, map ? rows.map(map) : rows);
      if (collection === 'videos') {
        const linked = rows as Array<Row & { video_id: number; tag_ids: number[] }>;
        await insertAll(
          tx as unknown as Database,
          t.videoTags,
          linked.flatMap((row) => row.tag_ids.map((tag_id) => ({ video_id: row.video_id, tag_id }))),
        );
      }
      if (collection === 'singleClasses') {
        const classes = rows as Array<
          Row & { single_class_id: number; instructor_ids: number[]; tag_ids: number[] }
        >;
        await insertAll(
          tx as unknown as Database,
          t.singleClassInstructors,
          classes.flatMap((row) =>
            row.instructor_ids.map((instructor_id, position) => ({
              single_class_id: row.single_class_id,
              instructor_id,
              position,
            })),
          ),
        );
        await insertAll(
          tx as unknown as Database,
          t.singleClassTags,
          classes.flatMap((row) =>
            row.tag_ids.map((tag_id) => ({ single_class_id: row.single_class_id, tag_id })),
          ),
        );
      }
    }
    await continueSerials(tx as unknown as Database);
  });
}

/**
 * Every table a seed fills or a test may write, in an order where each table comes after those
 * it references (the loads first): what a reset empties and a snapshot restores.
 */
export const SEEDED_TABLES: readonly string[] = [
  ...new Set([
    ...LOADS.map(([table]) => getTableName(table)),
    ...SERIALS.map(([table]) => table),
    'single_class_instructors',
    'single_class_tags',
    'idempotency_keys',
    'audit_entries',
    // Provider events name purchases by id: a reset forgets them with the purchases.
    'provider_events',
    // PayPal plans name packages by id, and are made again on demand.
    'paypal_plans',
    // Stripe's customers, prices and coupons likewise (decision 076).
    'stripe_prices',
    'stripe_coupons',
    'stripe_customers',
    'conekta_customers',
    'video_tags',
    'video_completions',
    'video_progress',
  ]),
];

export async function emptySeededTables(tx: Database): Promise<void> {
  await tx.execute(
    sql.raw(`truncate ${SEEDED_TABLES.map((name) => `"${name}"`).join(', ')} restart identity cascade`),
  );
}

/** New rows continue after the seed's fixed ids. */
export async function continueSerials(tx: Database): Promise<void> {
  for (const [table, column] of SERIALS) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

function withProject(row: Row, projectId: string): Row {
  if (row.key !== 'firebaseConfig' || typeof row.value !== 'string') return row;
  const config = JSON.parse(row.value) as Record<string, unknown>;
  return {
    ...row,
    value: JSON.stringify({ ...config, authDomain: `${projectId}.firebaseapp.com`, projectId }),
  };
}
