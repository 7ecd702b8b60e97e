import { Collection } from '@msw/data';
import { CUSTOMER_LISTS } from '#src/api/customer-lists';
import type { components } from '#src/api/schema.gen';
import { recordSchema, storageSchema } from './record-schema';

type S = components['schemas'];
const idList = { type: 'array', items: { type: 'integer' } } as const;

/*
 * One collection per entity, each record validated on create against its component in
 * openapi.yaml. Nested relations (a class's location, a reservation's class) are stored as ids
 * and put back together by the handlers' views, the way a server joins tables.
 */

export type UserRecord = S['User'];
export type CustomerRecord = Omit<
  S['Customer'],
  | 'file'
  | 'address'
  | 'customer_milestone'
  | 'class_reservations'
  | 'available_classes'
  | 'online_accesses'
  | 'accepted_pages'
  | 'purchases'
  | 'invoices'
>;
export type SingleClassRecord = Omit<
  S['SingleClass'],
  'location' | 'class_type' | 'class_instructors' | 'tags' | 'class_reservations'
> & {
  instructor_ids: number[];
  tag_ids: number[];
  /** Set when an admin cancelled the class: it leaves the schedule, its reservations stay readable. */
  cancelled_at?: string | null;
};
export type ReservationRecord = Omit<S['ClassReservation'], 'single_class' | 'class_instructors'> & {
  /** The credits row the reservation took a credit from (null: unlimited membership); a cancel gives it back. */
  available_class_id: number | null;
};
export type WaitlistRecord = Omit<S['Waitlist'], 'single_class'>;
export type WaitlistPromotionRecord = Omit<S['WaitlistPromotion'], 'single_class'>;
export type InstructorRecord = Omit<S['Instructor'], 'file'>;
export type ClassPackageRecord = S['ClassPackage'] & {
  /** Shown on the landing page (the admin's add to / remove from home). */
  on_home: boolean;
  /** Grants the online video library rather than in-person credits. */
  online: boolean;
};
export type PurchaseRecord = Omit<S['Purchase'], 'class_package' | 'customer' | 'payment_method'> & {
  /** The saved card a subscription bought with one renews on (the server's, decision 082). */
  payment_source_id?: number | null;
  /** What each later period charges, when a first-invoice-only code made it differ (decision 076). */
  renewal_payment_cents?: number | null;
};
export type InvoiceRecord = Omit<S['Invoice'], 'class_package' | 'purchase'> & {
  /** A renewal's name (renewalKey, as the server's provider_invoice_id), so a period is charged once. */
  provider_invoice_id?: string | null;
};
export type DiscountRecord = S['Discount'] & {
  /** Packages the code is valid for; null means any package. */
  class_package_ids: number[] | null;
  /** How many times it can be used in all; null means no limit. */
  max_uses: number | null;
  uses: number;
};
/** One admin write in the audit log (mocks/audit); whether it can be undone is worked out when read. */
export type AuditEntryRecord = Omit<S['AuditEntry'], 'revertible'>;
export type SavedCardRecord = S['SavedCard'] & { customer_id: number };
export type VideoRecord = Omit<S['Video'], 'instructor' | 'tags' | 'favorite' | 'completed' | 'playbacks'> & {
  tag_ids: number[];
};
export type FavoriteRecord = Omit<S['Favorite'], 'video'> & { customer_id: number };
export type ProgramRecord = Omit<S['Program'], 'file'> & { file_id?: number | null };
export interface VideoCompletionRecord {
  video_id: number;
  customer_id: number;
  createdAt: string;
}
export type VideoRatingRecord = S['VideoRatingInput'] & { customer_id: number; createdAt: string };
export type VideoProgressRecord = S['VideoProgress'] & { customer_id: number };
export interface IdempotencyRecord {
  key: string;
  customer_id: number;
  status: number;
  body: string;
}

/** A sign-in identity on the mock identity provider (the Auth emulator's account), not a customer. */
export interface IdentityAccountRecord {
  localId: string;
  email: string;
  /** Null for accounts that only ever signed in with a provider or an email link. */
  password: string | null;
  displayName: string | null;
  providerIds: string[];
  emailVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
}
/** A one-time code the mock identity provider "emailed" (password reset, email link). */
export interface IdentityOobCodeRecord {
  oobCode: string;
  email: string;
  requestType: string;
  oobLink: string;
  createdAt: string;
}

const relations = (...omit: string[]) => ({ omit });

export const db = {
  appConfig: new Collection({ schema: recordSchema<S['AppConfigEntry']>('AppConfigEntry') }),
  users: new Collection({ schema: recordSchema<UserRecord>('User') }),
  customers: new Collection({
    schema: recordSchema<CustomerRecord>('Customer', relations('file', 'address', ...CUSTOMER_LISTS)),
  }),
  penalties: new Collection({ schema: recordSchema<S['Penalty']>('Penalty') }),
  addresses: new Collection({ schema: recordSchema<S['Address']>('Address') }),
  locations: new Collection({ schema: recordSchema<S['Location']>('Location') }),
  classTypes: new Collection({ schema: recordSchema<S['ClassType']>('ClassType') }),
  classCategories: new Collection({ schema: recordSchema<S['ClassCategory']>('ClassCategory') }),
  programs: new Collection({
    schema: recordSchema<ProgramRecord>('Program', {
      omit: ['file'],
      extra: { file_id: { type: ['integer', 'null'] } },
    }),
  }),
  instructors: new Collection({ schema: recordSchema<InstructorRecord>('Instructor', relations('file')) }),
  tags: new Collection({ schema: recordSchema<S['Tag']>('Tag') }),
  customSpotMaps: new Collection({ schema: recordSchema<S['CustomSpotMap']>('CustomSpotMap') }),
  singleClasses: new Collection({
    schema: recordSchema<SingleClassRecord>('SingleClass', {
      omit: ['location', 'class_type', 'class_instructors', 'tags', 'class_reservations'],
      extra: {
        instructor_ids: idList,
        tag_ids: idList,
        cancelled_at: { type: ['string', 'null'], format: 'date-time' },
      },
      extraRequired: ['instructor_ids', 'tag_ids'],
    }),
  }),
  reservations: new Collection({
    schema: recordSchema<ReservationRecord>(
      'ClassReservation',
      relations('single_class', 'class_instructors'),
    ),
  }),
  waitlists: new Collection({ schema: recordSchema<WaitlistRecord>('Waitlist', relations('single_class')) }),
  waitlistPromotions: new Collection({
    schema: recordSchema<WaitlistPromotionRecord>('WaitlistPromotion', relations('single_class')),
  }),
  availableClasses: new Collection({ schema: recordSchema<S['AvailableClass']>('AvailableClass') }),
  classPackages: new Collection({
    schema: recordSchema<ClassPackageRecord>('ClassPackage', {
      extra: { on_home: { type: 'boolean' }, online: { type: 'boolean' } },
      extraRequired: ['on_home', 'online'],
    }),
  }),
  purchases: new Collection({
    schema: recordSchema<PurchaseRecord>('Purchase', {
      omit: ['class_package', 'customer', 'payment_method'],
      extra: {
        payment_source_id: { type: ['integer', 'null'] },
        renewal_payment_cents: { type: ['integer', 'null'], minimum: 0 },
      },
    }),
  }),
  invoices: new Collection({
    schema: recordSchema<InvoiceRecord>('Invoice', {
      omit: ['class_package', 'purchase'],
      extra: { provider_invoice_id: { type: ['string', 'null'] } },
    }),
  }),
  discounts: new Collection({
    schema: recordSchema<DiscountRecord>('Discount', {
      extra: {
        class_package_ids: { type: ['array', 'null'], items: { type: 'integer' } },
        max_uses: { type: ['integer', 'null'], minimum: 0 },
        uses: { type: 'integer', minimum: 0 },
      },
      extraRequired: ['class_package_ids', 'max_uses', 'uses'],
    }),
  }),
  paymentMethods: new Collection({ schema: recordSchema<S['PaymentMethod']>('PaymentMethod') }),
  savedCards: new Collection({
    schema: recordSchema<SavedCardRecord>('SavedCard', {
      extra: { customer_id: { type: 'integer' } },
      extraRequired: ['customer_id'],
    }),
  }),
  paymentSources: new Collection({ schema: recordSchema<S['PaymentSource']>('PaymentSource') }),
  announcements: new Collection({ schema: recordSchema<S['Announcement']>('Announcement') }),
  pages: new Collection({ schema: recordSchema<S['Page']>('Page') }),
  acceptedPages: new Collection({ schema: recordSchema<S['AcceptedPage']>('AcceptedPage') }),
  videoTypes: new Collection({ schema: recordSchema<S['VideoType']>('VideoType') }),
  videos: new Collection({
    schema: recordSchema<VideoRecord>('Video', {
      omit: ['instructor', 'tags', 'favorite', 'completed', 'playbacks'],
      extra: { tag_ids: idList },
      extraRequired: ['tag_ids'],
    }),
  }),
  favorites: new Collection({
    schema: recordSchema<FavoriteRecord>('Favorite', {
      omit: ['video'],
      extra: { customer_id: { type: 'integer' } },
      extraRequired: ['customer_id'],
    }),
  }),
  videoCompletions: new Collection({
    schema: storageSchema<VideoCompletionRecord>('VideoCompletion', {
      type: 'object',
      required: ['video_id', 'customer_id', 'createdAt'],
      properties: {
        video_id: { type: 'integer' },
        customer_id: { type: 'integer' },
        createdAt: { type: 'string', format: 'date-time' },
      },
    }),
  }),
  videoRatings: new Collection({
    schema: recordSchema<VideoRatingRecord>('VideoRatingInput', {
      extra: { customer_id: { type: 'integer' }, createdAt: { type: 'string', format: 'date-time' } },
      extraRequired: ['customer_id', 'createdAt'],
    }),
  }),
  videoProgress: new Collection({
    schema: recordSchema<VideoProgressRecord>('VideoProgress', {
      extra: { customer_id: { type: 'integer' } },
      extraRequired: ['customer_id'],
    }),
  }),
  forms: new Collection({ schema: recordSchema<S['Form']>('Form') }),
  customFields: new Collection({ schema: recordSchema<S['CustomField']>('CustomField') }),
  files: new Collection({ schema: recordSchema<S['File']>('File') }),
  closures: new Collection({ schema: recordSchema<S['Closure']>('Closure') }),
  sentMails: new Collection({ schema: recordSchema<S['SentMail']>('SentMail') }),
  idempotency: new Collection({
    schema: storageSchema<IdempotencyRecord>('Idempotency', {
      type: 'object',
      required: ['key', 'customer_id', 'status', 'body'],
      properties: {
        key: { type: 'string', minLength: 1 },
        customer_id: { type: 'integer' },
        status: { type: 'integer' },
        body: { type: 'string' },
      },
    }),
  }),
  auditEntries: new Collection({
    schema: recordSchema<AuditEntryRecord>('AuditEntry', { omit: ['revertible'] }),
  }),
  identityAccounts: new Collection({
    schema: storageSchema<IdentityAccountRecord>('IdentityAccount', {
      type: 'object',
      required: [
        'localId',
        'email',
        'password',
        'displayName',
        'providerIds',
        'emailVerified',
        'createdAt',
        'lastLoginAt',
        'disabled',
      ],
      properties: {
        localId: { type: 'string', minLength: 1 },
        email: { type: 'string', format: 'email' },
        password: { type: ['string', 'null'] },
        displayName: { type: ['string', 'null'] },
        providerIds: { type: 'array', items: { type: 'string' } },
        emailVerified: { type: 'boolean' },
        createdAt: { type: 'string', format: 'date-time' },
        lastLoginAt: { type: ['string', 'null'], format: 'date-time' },
        disabled: { type: 'boolean' },
      },
    }),
  }),
  identityOobCodes: new Collection({
    schema: storageSchema<IdentityOobCodeRecord>('IdentityOobCode', {
      type: 'object',
      required: ['oobCode', 'email', 'requestType', 'oobLink', 'createdAt'],
      properties: {
        oobCode: { type: 'string', minLength: 1 },
        email: { type: 'string' },
        requestType: { type: 'string' },
        oobLink: { type: 'string' },
        createdAt: { type: 'string', format: 'date-time' },
      },
    }),
  }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;
type AnyCollection = Db[CollectionName];

function eachCollection(): Array<[CollectionName, AnyCollection]> {
  return Object.entries(db) as Array<[CollectionName, AnyCollection]>;
}

export function clearDb(): void {
  for (const [, collection] of eachCollection()) {
    // Collection.clear() deletes one record at a time, each found by a scan from the start: with
    // the seed's three months of history (seed/history.ts) that was a fifth of every re-seed.
    // Nobody listens for a deleted record here, so the records are dropped at once: all() is the
    // collection's own array (@msw/data 1.x); should it ever be a copy, clear() still runs.
    if (collection.hooks.listenerCount('delete') === 0) collection.all().length = 0;
    if (collection.count() > 0) collection.clear();
  }
}

/**
 * Every collection's records themselves, not copies: to be written out at once (JSON.stringify)
 * without copying each record first, which the browser's save after every write did.
 */
export function liveRecords(): Record<CollectionName, readonly unknown[]> {
  const records = {} as Record<CollectionName, readonly unknown[]>;
  for (const [name, collection] of eachCollection()) records[name] = collection.all();
  return records;
}

/** Plain records of every collection, as JSON-safe data. */
export function snapshotDb(): Record<CollectionName, unknown[]> {
  return JSON.parse(JSON.stringify(liveRecords())) as Record<CollectionName, unknown[]>;
}

export async function restoreDb(snapshot: Partial<Record<CollectionName, unknown[]>>): Promise<void> {
  clearDb();
  for (const [name, collection] of eachCollection()) {
    for (const record of snapshot[name] ?? []) {
      await (collection as Collection<never>).create(record as never);
    }
  }
}

/** The next integer id of a collection, the way an auto-increment column would give it. */
export function nextId<T extends object>(records: readonly T[], key: keyof T): number {
  let max = 0;
  for (const record of records) {
    const value = record[key];
    if (typeof value === 'number' && value > max) max = value;
  }
  return max + 1;
}
