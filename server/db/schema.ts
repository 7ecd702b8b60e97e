import { sql } from 'drizzle-orm';
import type { Role } from '#src/domain/staff/areas';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The studio's tables. Column names are the contract's field names, so a row read here is most of
 * the contract's record. What must never break is the database's to refuse, not only the code's:
 * foreign keys, one active reservation per customer and class, one per spot, no negative places,
 * money in integer cents (MXN). Instants are `timestamptz` read back as ISO strings.
 */

/** A `timestamptz` read back as the contract's ISO 8601 string, whatever the driver hands over. */
const instant = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value'),
});

export const files = pgTable('files', {
  file_id: serial('file_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type'),
  src: text('src').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    customer_id: serial('customer_id').primaryKey(),
    uid: text('uid').unique(),
    name: text('name').notNull(),
    last_name: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    instagram: text('instagram'),
    birthdate: text('birthdate'),
    signup_reason: text('signup_reason'),
    other: text('other'),
    account: text('account'),
    file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
    has_unlimited: boolean('has_unlimited').notNull().default(false),
    unlimited_membership_expiration: instant('unlimited_membership_expiration'),
    /** When the customer signed up (migration 0020): rows older than the column got its day. */
    created_at: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // The customers report's "new" (server/admin/reports/customers-rows.ts): a range of signups.
    index('customers_created_at').on(table.created_at),
    // The sign-up rule "one account per phone" and "one per email", held by the database too.
    uniqueIndex('customers_phone_unique').on(table.phone),
    uniqueIndex('customers_email_unique').on(sql`lower(${table.email})`),
    // The membership expiry job's lookup (server/jobs/membership-expiry.ts): the few members, not everyone.
    index('customers_membership_end')
      .on(table.unlimited_membership_expiration)
      .where(sql`${table.has_unlimited}`),
    // The back-office's customer search (server/services/admin-customers.ts): a trigram index on
    // the very expression the search matches, so a search reads the matches, not every customer.
    index('customers_search').using('gin', sql`${customerSearchText(table)} gin_trgm_ops`),
  ],
);

/**
 * What the back-office's customer search looks in: name, last name, email and phone, lower-case,
 * the accents Spanish names and emails use folded as the shared foldText folds them (NFD without
 * marks), so "garcia" finds "García". Only immutable functions (`||`, not concat_ws): an index
 * holds it.
 */
export function customerSearchText(table: {
  name: AnyPgColumn;
  last_name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
}) {
  return foldedText(table.name, table.last_name, table.email, table.phone);
}

/** Columns joined by spaces, lower-case, accents folded as foldText folds them; an index can hold it. */
function foldedText(...columns: AnyPgColumn[]) {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  return sql`translate(lower(${joined}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;
}

/** A sign-in identity (the token's uid) and its role: who is an administrator is stored here, never claimed. */
export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    /** `admin` is the owner; front desk and coaches reach part of the back-office (decision 070). */
    role: text('role').$type<Role>().notNull().default('customer'),
    customer_id: integer('customer_id')
      .unique()
      .references(() => customers.customer_id, { onDelete: 'set null' }),
    /** The coach record a coach account is; null for every other role. */
    coach_id: integer('coach_id').references(() => instructors.instructor_id, { onDelete: 'set null' }),
  },
  (table) => [
    check('users_role', sql`${table.role} in ('customer', 'admin', 'front_desk', 'coach')`),
    index('users_role_staff')
      .on(table.role)
      .where(sql`${table.role} <> 'customer'`),
  ],
);

export const addresses = pgTable('addresses', {
  address_id: serial('address_id').primaryKey(),
  customer_id: integer('customer_id')
    .unique()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  street: text('street'),
  number: text('number'),
  interior_number: text('interior_number'),
  neighborhood: text('neighborhood'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  zip_code: text('zip_code'),
});

export const locations = pgTable('locations', {
  location_id: serial('location_id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
});

export const classTypes = pgTable('class_types', {
  class_type_id: serial('class_type_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  icon: text('icon'),
  image: jsonb('image').$type<Record<string, unknown> | null>(),
  spot_map: text('spot_map'),
});

export const customSpotMaps = pgTable('custom_spot_maps', {
  CustomSpotMap_id: serial('custom_spot_map_id').primaryKey(),
  rows: integer('rows').notNull(),
  columns: integer('columns').notNull(),
  spots: text('spots').notNull(),
  class_type_id: integer('class_type_id').references(() => classTypes.class_type_id, {
    onDelete: 'set null',
  }),
  class_types: text('class_types'),
});

export const classCategories = pgTable('class_categories', {
  class_category_id: serial('class_category_id').primaryKey(),
  name: text('name').notNull(),
  handle: text('handle'),
  description: text('description'),
  available: boolean('available').notNull().default(true),
});

export const instructors = pgTable('instructors', {
  instructor_id: serial('instructor_id').primaryKey(),
  name: text('name').notNull(),
  last_name: text('last_name'),
  nick_name: text('nick_name'),
  quote: text('quote'),
  short_bio: text('short_bio'),
  instagram: text('instagram'),
  birthdate: text('birthdate'),
  music_type: text('music_type'),
  file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
});

/** A series of videos (a 21-day challenge, the fundamentals) with a cover image. */
export const programs = pgTable('programs', {
  program_id: serial('program_id').primaryKey(),
  name: text('name'),
  description: text('description'),
  file_id: integer('file_id').references(() => files.file_id, { onDelete: 'set null' }),
});

export const tags = pgTable('tags', {
  tag_id: serial('tag_id').primaryKey(),
  name: text('name').notNull(),
  color: text('color'),
  type: text('type'),
});

/**
 * A package on sale: the contract's ClassPackage, money in integer cents. `on_home` and `online`
 * are the studio's bookkeeping (which lists show it); the customer lists leave them out.
 */
export const classPackages = pgTable(
  'class_packages',
  {
    class_package_id: serial('class_package_id').primaryKey(),
    package_id: integer('package_id'),
    title: text('title').notNull(),
    price_cents: integer('price_cents').notNull(),
    sale_price_cents: integer('sale_price_cents'),
    description: text('description'),
    short_description: text('short_description'),
    image: jsonb('image').$type<{ src?: string } | null>(),
    class_amount: integer('class_amount').notNull(),
    expiration_days: integer('expiration_days'),
    is_special_event: boolean('is_special_event').notNull().default(false),
    is_trial: boolean('is_trial').notNull().default(false),
    is_subscription: boolean('is_subscription').notNull().default(false),
    subscription_period: text('subscription_period').$type<'day' | 'month' | 'year' | null>(),
    subscription_interval: integer('subscription_interval'),
    free_trial_length: integer('free_trial_length'),
    free_trial_period: text('free_trial_period').$type<'day' | 'month' | 'year' | null>(),
    limit_per_customer: integer('limit_per_customer'),
    order: integer('order'),
    allow_discount_over_sale_price: boolean('allow_discount_over_sale_price').notNull().default(false),
    class_package_types: jsonb('class_package_types')
      .$type<Array<Record<string, unknown>>>()
      .notNull()
      .default([]),
    downloadable: jsonb('downloadable').$type<{ name?: string; type?: string } | null>(),
    file_url: text('file_url'),
    receipt_file: jsonb('receipt_file').$type<{ src?: string } | null>(),
    on_home: boolean('on_home').notNull().default(false),
    online: boolean('online').notNull().default(false),
  },
  (table) => [
    check('class_packages_price', sql`${table.price_cents} >= 0`),
    check(
      'class_packages_sale_price',
      sql`${table.sale_price_cents} is null or ${table.sale_price_cents} >= 0`,
    ),
    check(
      'class_packages_limit',
      sql`${table.limit_per_customer} is null or ${table.limit_per_customer} >= 0`,
    ),
  ],
);

/** The studio's ways of paying (cash, transfer, card…); a cash purchase shows its instructions. */
export const paymentMethods = pgTable('payment_methods', {
  payment_method_id: serial('payment_method_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  instructions: text('instructions'),
});

/**
 * A discount code. `amount_hundredths` is the contract's amount times 100: cents off for a fixed
 * code, hundredths of a percent for a percent code, so both stay integers. `uses` counts the
 * purchases that spent the code (taken in the purchase's transaction, the row locked).
 */
export const discounts = pgTable(
  'discounts',
  {
    discount_id: serial('discount_id').primaryKey(),
    discountCode: text('discount_code').notNull(),
    amount_hundredths: integer('amount_hundredths').notNull(),
    is_percent: boolean('is_percent').notNull(),
    first_invoice_only: boolean('first_invoice_only').notNull().default(false),
    /** Packages the code is good for; null: any package. */
    class_package_ids: jsonb('class_package_ids').$type<number[] | null>(),
    max_uses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    // Customers type codes in any case: one code per spelling.
    uniqueIndex('discounts_code_unique').on(sql`lower(${table.discountCode})`),
    check(
      'discounts_amount',
      sql`${table.amount_hundredths} >= 0 and (not ${table.is_percent} or ${table.amount_hundredths} <= 10000)`,
    ),
    check(
      'discounts_uses',
      sql`${table.uses} >= 0 and (${table.max_uses} is null or ${table.max_uses} >= 0)`,
    ),
  ],
);

/**
 * What the week's schedule is built from changes its revision (decision 054): a class row takes a
 * new one from this sequence whenever it, its places, coaches or tags change (triggers in
 * migration 0003), and `schedule_catalogue` whenever a type, location, coach, tag or file does.
 * A sequence never hands out a value twice, not even after the test reset's truncate, so a
 * revision seen once always means the same data.
 */
export const scheduleRevision = pgSequence('schedule_revision');

export const scheduleCatalogue = pgTable(
  'schedule_catalogue',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('schedule_revision')`),
  },
  (table) => [check('schedule_catalogue_one_row', sql`${table.id} = 1`)],
);

export const singleClasses = pgTable(
  'single_classes',
  {
    single_class_id: serial('single_class_id').primaryKey(),
    /** The studio's wall-clock time written as UTC (decision 004), kept as the contract's string. */
    class_date: text('class_date').notNull(),
    description: text('description'),
    capacity: integer('capacity'),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.location_id),
    class_type_id: integer('class_type_id')
      .notNull()
      .references(() => classTypes.class_type_id),
    class_package_id: integer('class_package_id').references(() => classPackages.class_package_id, {
      onDelete: 'set null',
    }),
    class_category_id: integer('class_category_id').references(() => classCategories.class_category_id, {
      onDelete: 'set null',
    }),
    icon: text('icon'),
    cancelled_at: instant('cancelled_at'),
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('schedule_revision')`),
  },
  (table) => [
    check('single_classes_capacity', sql`${table.capacity} is null or ${table.capacity} >= 0`),
    index('single_classes_date').on(table.class_date),
    // Mis Reservaciones sorts a customer's reservations by their classes' dates: with the date in
    // the index, each is an index-only lookup, where the planner hashed every class ever held
    // (146,000 at issue 32's scale, 50 ms a page) once the history outgrew its costs (decision 073).
    index('single_classes_id_date').on(table.single_class_id, table.class_date),
  ],
);

export const singleClassInstructors = pgTable(
  'single_class_instructors',
  {
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    instructor_id: integer('instructor_id')
      .notNull()
      .references(() => instructors.instructor_id, { onDelete: 'cascade' }),
    /** The order the coaches were assigned in: the first is the one a card names. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.single_class_id, table.instructor_id] }),
    index('single_class_instructors_instructor').on(table.instructor_id),
  ],
);

export const singleClassTags = pgTable(
  'single_class_tags',
  {
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.tag_id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.single_class_id, table.tag_id] })],
);

export const pages = pgTable('pages', {
  page_id: serial('page_id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content'),
  required: boolean('required').notNull().default(false),
  required_signup: boolean('required_signup').notNull().default(false),
});

/** The studio's news on the landing page; `content` is staff HTML, cleaned when saved (decision 061). */
export const announcements = pgTable('announcements', {
  announcement_id: serial('announcement_id').primaryKey(),
  title: text('title').notNull(),
  content: text('content'),
});

export const acceptedPages = pgTable(
  'accepted_pages',
  {
    accepted_page_id: serial('accepted_page_id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.page_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('accepted_pages_once').on(table.customer_id, table.page_id)],
);

export const forms = pgTable('forms', {
  form_id: serial('form_id').primaryKey(),
  name: text('name'),
  form_fields: jsonb('form_fields').$type<unknown[]>().notNull(),
});

export const customFields = pgTable(
  'custom_fields',
  {
    custom_field_id: serial('custom_field_id').primaryKey(),
    key: text('key').notNull(),
    label: text('label'),
    type: text('type').notNull(),
    object: text('object').notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<unknown[] | null>(),
  },
  (table) => [uniqueIndex('custom_fields_key_per_object').on(table.object, table.key)],
);

/** Credits: a row per grant; -1 classes is an unlimited membership. */
export const availableClasses = pgTable(
  'available_classes',
  {
    available_class_id: serial('available_class_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    class_type_id: integer('class_type_id').references(() => classTypes.class_type_id, {
      onDelete: 'set null',
    }),
    class_types: text('class_types'),
    allowed_times: text('allowed_times'),
    purchase_id: integer('purchase_id').references(() => purchases.purchase_id, { onDelete: 'set null' }),
    available_classes: integer('available_classes').notNull(),
    expiration_date: instant('expiration_date'),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check('available_classes_count', sql`${table.available_classes} >= -1`),
    index('available_classes_customer').on(table.customer_id),
  ],
);

export const penalties = pgTable(
  'penalties',
  {
    penalty_id: serial('penalty_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    end_date: instant('end_date').notNull(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('penalties_customer').on(table.customer_id)],
);

export const reservations = pgTable(
  'reservations',
  {
    class_reservation_id: serial('class_reservation_id').primaryKey(),
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id),
    /** The credits row a credit came from (null: unlimited membership); a cancel gives it back. */
    available_class_id: integer('available_class_id').references(() => availableClasses.available_class_id, {
      onDelete: 'set null',
    }),
    deletedAt: instant('deleted_at'),
    is_cash: boolean('is_cash').notNull().default(false),
    is_paid: boolean('is_paid').notNull().default(true),
    attend: boolean('attend'),
    /** The contract's spot is a number or a label: jsonb keeps which. */
    spot: jsonb('spot').$type<number | string | null>(),
    guest: text('guest'),
    class_stars: integer('class_stars'),
    coach_stars: integer('coach_stars'),
    comment: text('comment'),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    /**
     * The class's date, copied by the database (migration 0019's triggers, also when staff move
     * the class), never written by the server: Mis Reservaciones sorts and filters a customer's
     * years of reservations by it through one index instead of joining every class ever held.
     */
    class_date: text('class_date'),
  },
  (table) => [
    uniqueIndex('reservations_one_active_per_customer')
      .on(table.single_class_id, table.customer_id)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('reservations_one_per_spot')
      .on(table.single_class_id, table.spot)
      .where(sql`${table.deletedAt} is null and ${table.spot} is not null`),
    // Mis Reservaciones' order (most recent class first): a page is read off the index.
    index('reservations_customer_by_date').on(
      table.customer_id,
      table.class_date.desc().nullsLast(),
      table.class_reservation_id,
    ),
  ],
);

export const waitlists = pgTable(
  'waitlists',
  {
    waitlist_id: serial('waitlist_id').primaryKey(),
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('waitlists_once').on(table.single_class_id, table.customer_id)],
);

/** A move from a waitlist into a freed place, kept for that customer's next visit (GET /waitlist_promotions). */
export const waitlistPromotions = pgTable(
  'waitlist_promotions',
  {
    waitlist_promotion_id: serial('waitlist_promotion_id').primaryKey(),
    class_reservation_id: integer('class_reservation_id')
      .notNull()
      .references(() => reservations.class_reservation_id, { onDelete: 'cascade' }),
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('waitlist_promotions_customer').on(table.customer_id)],
);

/** What a customer bought, and how it stands (src/domain/purchase-status.ts names the statuses). */
export const purchases = pgTable(
  'purchases',
  {
    purchase_id: serial('purchase_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    class_package_id: integer('class_package_id').references(() => classPackages.class_package_id, {
      onDelete: 'set null',
    }),
    /** The code it was bought with: it spent one of the code's uses. */
    discount_id: integer('discount_id').references(() => discounts.discount_id, { onDelete: 'set null' }),
    title: text('title'),
    /** The package's list price when bought. */
    amount_cents: integer('amount_cents'),
    /** What was (or is to be) charged: offer price and code applied. */
    total_payment_cents: integer('total_payment_cents').notNull(),
    /**
     * A subscription's price for each period after the first, when a code priced the first only
     * (decision 076); null: every period at total_payment_cents.
     */
    renewal_payment_cents: integer('renewal_payment_cents'),
    status: text('status').notNull(),
    class_amount: integer('class_amount'),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.payment_method_id, {
      onDelete: 'set null',
    }),
    subscription_id: text('subscription_id'),
    subscription_interval: integer('subscription_interval'),
    subscription_period: text('subscription_period').$type<'day' | 'month' | 'year' | null>(),
    free_trial_length: integer('free_trial_length'),
    expiration_days: integer('expiration_days'),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
    cancelledAt: instant('cancelled_at'),
    /** Who takes the money: 'stripe' for a card; null for cash, a free offer and staff grants. */
    provider: text('provider'),
    /** The provider's object paid for it (a Stripe PaymentIntent or Checkout Session id). */
    provider_payment_id: text('provider_payment_id'),
    /**
     * The saved card a subscription bought with one is charged on each period by the studio's
     * server (provider 'conekta', decision 082); null when the card was deleted.
     */
    payment_source_id: integer('payment_source_id').references(() => savedCards.payment_source_id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    check('purchases_total', sql`${table.total_payment_cents} >= 0`),
    index('purchases_customer').on(table.customer_id),
    index('purchases_package').on(table.class_package_id),
    // The studio's day (server/admin/studio-day-rows.ts): the day's sales and the few purchases
    // still waiting for their cash, not every purchase ever made.
    index('purchases_created').on(table.createdAt),
    index('purchases_pending')
      .on(table.purchase_id)
      .where(sql`${table.status} = 'pending'`),
    // The subscription jobs: the renewals of the ones the server bills (provider 'conekta',
    // decision 082) and the reconcile of Stripe's and PayPal's read the few running
    // subscriptions, never every purchase ever made.
    index('purchases_active_subscriptions')
      .on(table.provider, table.purchase_id)
      .where(sql`${table.status} = 'active' and ${table.subscription_id} is not null`),
  ],
);

/** A customer's cards saved with the card tokenizer's processor (Conekta, decision 007). */
export const savedCards = pgTable(
  'saved_cards',
  {
    payment_source_id: serial('payment_source_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    /** Conekta's payment source id (src_…), charged by a saved-card checkout. */
    conekta_payment_source_id: text('conekta_payment_source_id').notNull(),
    card_type: text('card_type').notNull(),
    last_digits: text('last_digits').notNull(),
  },
  (table) => [index('saved_cards_customer').on(table.customer_id)],
);

/** The Conekta customer (cus_…) a customer's saved cards belong to, made with the first card. */
export const conektaCustomers = pgTable('conekta_customers', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  conekta_customer_id: text('conekta_customer_id').notNull().unique(),
});

/**
 * A provider's event (a Stripe webhook) already processed: stored in the transaction that applies
 * it, so a redelivered or concurrently delivered event waits on the key and then changes nothing.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: instant('received_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.event_id] }),
    // The nightly purge: the events past their keeping, not every event ever received.
    index('provider_events_received').on(table.receivedAt),
  ],
);

/**
 * The PayPal billing plan made for a package at one price and rhythm (decision 066): the payment
 * button subscribes to it. `plan_key` names what the plan bills (package, cents, interval, period,
 * trial), so a changed price or rhythm gets a new plan and subscriptions already running keep theirs.
 */
export const paypalPlans = pgTable('paypal_plans', {
  plan_key: text('plan_key').primaryKey(),
  plan_id: text('plan_id').notNull(),
  class_package_id: integer('class_package_id')
    .notNull()
    .references(() => classPackages.class_package_id, { onDelete: 'cascade' }),
  createdAt: instant('created_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * The Stripe Customer a customer's card subscriptions bill (decision 076), made with the first
 * one; Stripe keeps the card there for the renewals.
 */
export const stripeCustomers = pgTable('stripe_customers', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  stripe_customer_id: text('stripe_customer_id').notNull().unique(),
});

/**
 * The Stripe Price a subscription package is billed at (decision 076), as paypal_plans: `price_key`
 * names the package, cents, interval and period, so a changed price or rhythm gets a new Price.
 */
export const stripePrices = pgTable('stripe_prices', {
  price_key: text('price_key').primaryKey(),
  price_id: text('price_id').notNull(),
  class_package_id: integer('class_package_id')
    .notNull()
    .references(() => classPackages.class_package_id, { onDelete: 'cascade' }),
  createdAt: instant('created_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * Stripe's one-time Coupons (MXN off a subscription's first invoice), made once per amount as
 * Prices are: a code valid for the first invoice only (decision 076).
 */
export const stripeCoupons = pgTable('stripe_coupons', {
  coupon_key: text('coupon_key').primaryKey(),
  coupon_id: text('coupon_id').notNull(),
  createdAt: instant('created_at')
    .notNull()
    .default(sql`now()`),
});

/** A charge of a purchase (a subscription's billing); the customer's list of payments. */
export const invoices = pgTable(
  'invoices',
  {
    invoice_id: serial('invoice_id').primaryKey(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => purchases.purchase_id, { onDelete: 'cascade' }),
    total_payment_cents: integer('total_payment_cents').notNull(),
    status: text('status').notNull(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
    /** The provider's invoice or sale it records (Stripe's in_…, PayPal's sale id), if any. */
    provider_invoice_id: text('provider_invoice_id'),
  },
  (table) => [
    check('invoices_total', sql`${table.total_payment_cents} >= 0`),
    // One row per provider invoice and outcome: Stripe retrying a failed invoice, or a paid one
    // told twice under two event ids, records it once (a failure and its later payment: two).
    uniqueIndex('invoices_provider_once')
      .on(table.provider_invoice_id, table.status)
      .where(sql`${table.provider_invoice_id} is not null`),
    index('invoices_purchase').on(table.purchase_id),
    // The studio's day: the week's failed charges.
    index('invoices_failed')
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
    // Sales of subscriptions' charges, a report's range or the studio's day (decision 075).
    index('invoices_paid')
      .on(table.createdAt)
      .where(sql`${table.status} = 'completed' and ${table.total_payment_cents} > 0`),
  ],
);

/**
 * A checkout's `Idempotency-Key` (decision 057): taken in the transaction that creates the
 * purchase, so a second request with the same key waits on the unique index until the first
 * commits, then answers what it answered. A refused attempt rolls back and leaves no key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex('idempotency_keys_once').on(table.customer_id, table.key),
    // The nightly purge: the keys past their keeping, not every checkout ever made.
    index('idempotency_keys_created').on(table.createdAt),
  ],
);

/**
 * The audit log (decision 061): one row per staff write, inserted in the write's own transaction,
 * so a change and its entry are stored together or not at all. `changes` is the contract's
 * AuditChange list; its GIN index answers "the history of this object" (and of the records that
 * point at it) with `@>`.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    audit_id: serial('audit_id').primaryKey(),
    createdAt: instant('created_at').notNull(),
    actor: jsonb('actor').$type<{ email: string; uid?: string | null }>().notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Array<Record<string, unknown>>>().notNull(),
    reverted_by: integer('reverted_by'),
    reverts: integer('reverts'),
  },
  (table) => [index('audit_entries_changes').using('gin', sql`${table.changes} jsonb_path_ops`)],
);

/** Days the studio is closed (the contract's Closure): a weekly series skips them. */
export const closures = pgTable(
  'closures',
  {
    closure_id: serial('closure_id').primaryKey(),
    /** The studio's day, 'YYYY-MM-DD' as the contract writes it. */
    date: text('date').notNull(),
    reason: text('reason'),
  },
  (table) => [index('closures_date').on(table.date)],
);

/**
 * The mail outbox (decision 062): every email the server sends is a row here first, written in
 * the transaction of the event that sends it. `event_key` names that event
 * (`class-cancelled:{class}:{customer}`), so one event never records two mails.
 */
export const sentMails = pgTable(
  'sent_mails',
  {
    sent_mail_id: serial('sent_mail_id').primaryKey(),
    customer_id: integer('customer_id').references(() => customers.customer_id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    event_key: text('event_key').notNull(),
    createdAt: instant('created_at').notNull(),
    /** Set when the SMTP server accepted it (server/mail/deliver.ts, decision 065). */
    delivered_at: instant('delivered_at'),
    /** Failed sends so far; delivery gives up at MAIL_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (table) => [
    uniqueIndex('sent_mails_event_once').on(table.event_key),
    // What each delivery round claims: the few rows still to send, not the whole history.
    index('sent_mails_undelivered')
      .on(table.sent_mail_id)
      .where(sql`${table.delivered_at} is null and ${table.attempts} < 5`),
    // The nightly purge: the mails delivered over a year ago, not the whole outbox.
    index('sent_mails_delivered')
      .on(table.delivered_at)
      .where(sql`${table.delivered_at} is not null`),
    // 'Correos enviados' searched by recipient or subject over a year of mail.
    index('sent_mails_search').using('gin', sql`${sentMailSearchText(table)} gin_trgm_ops`),
  ],
);

/** What 'Correos enviados' searches: the recipient and the subject, folded (customerSearchText). */
export function sentMailSearchText(table: { to: AnyPgColumn; subject: AnyPgColumn }) {
  return foldedText(table.to, table.subject);
}

/*
 * The online library (issue 31, decision 063). A video links to one type, class type, category,
 * program and coach (columns) and to any tags (video_tags), as the mocks keep them. Every filter
 * of GET /videos has its index; the name search is a substring match on `search_name`, the name
 * folded by the shared foldText (no case, no accents) when written, served by a trigram index.
 */
export const videoTypes = pgTable('video_types', {
  video_type_id: serial('video_type_id').primaryKey(),
  name: text('name').notNull(),
});

export const videos = pgTable(
  'videos',
  {
    video_id: serial('video_id').primaryKey(),
    name: text('name').notNull(),
    search_name: text('search_name').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
    captions: text('captions'),
    /** Minutes. */
    duration: doublePrecision('duration'),
    video_type_id: integer('video_type_id').references(() => videoTypes.video_type_id, {
      onDelete: 'set null',
    }),
    class_type_id: integer('class_type_id').references(() => classTypes.class_type_id, {
      onDelete: 'set null',
    }),
    class_category_id: integer('class_category_id').references(() => classCategories.class_category_id, {
      onDelete: 'set null',
    }),
    program_id: integer('program_id').references(() => programs.program_id, { onDelete: 'set null' }),
    instructor_id: integer('instructor_id').references(() => instructors.instructor_id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    check('videos_duration', sql`${table.duration} is null or ${table.duration} >= 0`),
    index('videos_search_name').using('gin', table.search_name.op('gin_trgm_ops')),
    index('videos_newest').on(table.createdAt.desc(), table.video_id.desc()),
    index('videos_video_type').on(table.video_type_id),
    index('videos_class_type').on(table.class_type_id),
    index('videos_class_category').on(table.class_category_id),
    index('videos_program').on(table.program_id),
    index('videos_instructor').on(table.instructor_id),
    index('videos_duration_minutes').on(table.duration),
  ],
);

/** A customer's row about a video, gone with either of them. */
const watcherOfVideo = () => ({
  customer_id: integer('customer_id')
    .notNull()
    .references(() => customers.customer_id, { onDelete: 'cascade' }),
  video_id: integer('video_id')
    .notNull()
    .references(() => videos.video_id, { onDelete: 'cascade' }),
});

export const videoTags = pgTable(
  'video_tags',
  {
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.video_id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.tag_id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.video_id, table.tag_id] }),
    index('video_tags_tag').on(table.tag_id, table.video_id),
  ],
);

/** One favorite per customer and video: adding it twice is refused by the index too. */
export const favorites = pgTable(
  'favorites',
  {
    favorite_id: serial('favorite_id').primaryKey(),
    ...watcherOfVideo(),
  },
  (table) => [uniqueIndex('favorites_once').on(table.customer_id, table.video_id)],
);

export const videoCompletions = pgTable(
  'video_completions',
  {
    ...watcherOfVideo(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.customer_id, table.video_id] })],
);

/** Where a customer stopped watching (seconds): one position per customer and video. */
export const videoProgress = pgTable(
  'video_progress',
  {
    ...watcherOfVideo(),
    position: doublePrecision('position').notNull(),
    duration: doublePrecision('duration'),
    updatedAt: instant('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.customer_id, table.video_id] }),
    check('video_progress_position', sql`${table.position} >= 0`),
    check('video_progress_duration', sql`${table.duration} is null or ${table.duration} >= 0`),
  ],
);

/** One rating per customer and video (rating again replaces it): 1 to 5 stars, a comment, or both. */
export const videoRatings = pgTable(
  'video_ratings',
  {
    video_rating_id: serial('video_rating_id').primaryKey(),
    ...watcherOfVideo(),
    stars: integer('stars'),
    comment: text('comment'),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex('video_ratings_once').on(table.customer_id, table.video_id),
    check('video_ratings_stars', sql`${table.stars} is null or ${table.stars} between 1 and 5`),
    check('video_ratings_something', sql`${table.stars} is not null or ${table.comment} is not null`),
  ],
);

/** Each opening of a video by a customer (what the studio counts as watching it). */
export const videoPlaybacks = pgTable(
  'video_playbacks',
  {
    video_playback_id: serial('video_playback_id').primaryKey(),
    ...watcherOfVideo(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('video_playbacks_watcher').on(table.video_id, table.customer_id)],
);
