import { eq, sql } from 'drizzle-orm';
import { FORM_IDS } from '#src/config/forms';
import { rowsOf, type Database } from '#server/db/client';
import type { customers } from '#server/db/schema';
import {
  acceptedPages,
  appConfig,
  classTypes,
  customSpotMaps,
  forms,
  pages,
  reservations,
  singleClasses,
} from '#server/db/schema';
import { unacceptedRequiredPages } from '#src/domain/account-entry';
import type { CustomerBookingFacts } from '#src/domain/booking/facts';
import type { ClassBookingFacts } from '#src/domain/booking/reserve-decision';
import { bookingSettingsOf, type BookingSettings } from '#src/domain/booking/settings';
import type { DynamicField } from '#src/domain/dynamic-form';
import { missingRequiredInformation } from '#src/domain/profile-card';
import { spotMapAppliesTo } from '#src/domain/spot-map';
import { givePenaltyIfEarned } from './penalty';

/*
 * The facts the booking decisions read (src/domain/booking), gathered inside the caller's
 * transaction. The rows a decision spends or fills are locked (FOR UPDATE): the class row, so
 * every booking of one class waits its turn, and the customer's credits rows, so a credit is
 * never spent twice. Lock order is always class first, then credits.
 */

export type ClassRow = typeof singleClasses.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** Every studio setting as one JSON object: one row, whichever statement it rides in. */
const SETTINGS = sql`(select json_object_agg(${appConfig.key}, ${appConfig.value}) from ${appConfig})`;
type SettingValues = Record<string, string | null> | null;

const settingsOf = (values: SettingValues) =>
  bookingSettingsOf((key) => (values && Object.hasOwn(values, key) ? values[key] : undefined));

export async function bookingSettings(tx: Database): Promise<BookingSettings> {
  const [row] = await rowsOf<{ settings: SettingValues }>(tx, sql`select ${SETTINGS} as settings`);
  return settingsOf(row?.settings ?? null);
}

/** The class row, locked; cancelled classes included (a cancel still needs its date). */
export async function lockClass(tx: Database, single_class_id: number): Promise<ClassRow | undefined> {
  const [row] = await tx
    .select()
    .from(singleClasses)
    .where(eq(singleClasses.single_class_id, single_class_id))
    .for('update');
  return row;
}

export const live = (row: ClassRow | undefined) => (row && !row.cancelled_at ? row : undefined);

/**
 * What the class says (`singleClass` only when live): its places (read under the class's lock, in
 * a statement that starts after the lock is held, so it sees every booking committed before) and
 * its spot map, in one statement.
 */
export async function classBookingFacts(
  tx: Database,
  singleClass: ClassRow | undefined,
  now: Date,
  settings: BookingSettings,
): Promise<ClassBookingFacts> {
  if (!singleClass) return { singleClass, activeReservations: [], spotMap: {}, settings, now };
  const { single_class_id, class_type_id } = singleClass;
  const [row] = await rowsOf<{
    active: ClassBookingFacts['activeReservations'];
    spot_map: string | null;
    maps: { class_type_id: number | null; class_types: string | null; spots: string }[];
  }>(
    tx,
    sql`select
      coalesce((select json_agg(json_build_object(
          'class_reservation_id', ${reservations.class_reservation_id},
          'customer_id', ${reservations.customer_id},
          'spot', ${reservations.spot}) order by ${reservations.class_reservation_id})
        from ${reservations}
        where ${reservations.single_class_id} = ${single_class_id} and ${reservations.deletedAt} is null), '[]') as active,
      (select ${classTypes.spot_map} from ${classTypes} where ${classTypes.class_type_id} = ${class_type_id}) as spot_map,
      coalesce((select json_agg(json_build_object(
          'class_type_id', ${customSpotMaps.class_type_id},
          'class_types', ${customSpotMaps.class_types},
          'spots', ${customSpotMaps.spots}) order by ${customSpotMaps.CustomSpotMap_id})
        from ${customSpotMaps}), '[]') as maps`,
  );
  const custom = row?.maps.find((map) => spotMapAppliesTo(map, class_type_id));
  return {
    singleClass,
    activeReservations: row?.active ?? [],
    spotMap: { spotMap: row?.spot_map ?? null, custom: custom ?? null },
    settings,
    now,
  };
}

export type AccountFacts = Pick<CustomerBookingFacts, 'unacceptedPages' | 'missingProfileFields'>;

/**
 * The studio's settings and what the customer's account says that no booking changes (documents
 * accepted, profile complete), in one statement: nothing to lock, so a reservation reads them
 * before it takes the class's lock.
 */
export async function entryFacts(
  tx: Database,
  customer: CustomerRow,
): Promise<{ settings: BookingSettings; account: AccountFacts }> {
  const [row] = await rowsOf<{
    settings: SettingValues;
    required: { page_id: number; required: boolean }[];
    accepted: number[];
    profile_fields: DynamicField[] | null;
  }>(
    tx,
    sql`select ${SETTINGS} as settings,
      coalesce((select json_agg(json_build_object('page_id', ${pages.page_id}, 'required', ${pages.required}))
        from ${pages} where ${pages.required}), '[]') as required,
      coalesce((select json_agg(${acceptedPages.page_id}) from ${acceptedPages}
        where ${acceptedPages.customer_id} = ${customer.customer_id}), '[]') as accepted,
      (select ${forms.form_fields} from ${forms} where ${forms.form_id} = ${FORM_IDS.profile}) as profile_fields`,
  );
  return {
    settings: settingsOf(row?.settings ?? null),
    account: {
      unacceptedPages: unacceptedRequiredPages(row?.required ?? [], row?.accepted ?? []).length,
      missingProfileFields: missingRequiredInformation(row?.profile_fields ?? [], customer).length,
    },
  };
}

/** The customer's own booking facts, after any no-show penalty they have earned is given; their credits rows locked. */
export async function customerBookingFacts(
  tx: Database,
  customer: CustomerRow,
  now: Date,
  settings: BookingSettings,
  account?: AccountFacts,
): Promise<CustomerBookingFacts> {
  const { credits, penalties } = await givePenaltyIfEarned(tx, customer.customer_id, settings, now);
  return {
    customer,
    ...(account ?? (await entryFacts(tx, customer)).account),
    penaltyEnds: penalties.map((penalty) => penalty.end_date),
    credits,
  };
}
