import { and, asc, eq, isNull } from 'drizzle-orm';
import { FORM_IDS } from '#src/config/forms';
import type { Database } from '#server/db/client';
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
import type { CustomerBookingFacts, SpotMapFacts } from '#src/domain/booking/facts';
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

export async function bookingSettings(tx: Database): Promise<BookingSettings> {
  const rows = await tx.select().from(appConfig);
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return bookingSettingsOf((key) => values.get(key));
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

export function activeReservationsOf(tx: Database, single_class_id: number) {
  return tx
    .select({
      class_reservation_id: reservations.class_reservation_id,
      customer_id: reservations.customer_id,
      spot: reservations.spot,
    })
    .from(reservations)
    .where(and(eq(reservations.single_class_id, single_class_id), isNull(reservations.deletedAt)))
    .orderBy(asc(reservations.class_reservation_id));
}

async function spotMapOf(tx: Database, class_type_id: number): Promise<SpotMapFacts> {
  const maps = await tx.select().from(customSpotMaps).orderBy(asc(customSpotMaps.CustomSpotMap_id));
  const [classType] = await tx.select().from(classTypes).where(eq(classTypes.class_type_id, class_type_id));
  const custom = maps.find((map) => spotMapAppliesTo(map, class_type_id));
  return { spotMap: classType?.spot_map ?? null, custom: custom ?? null };
}

/** What the class says (`singleClass` only when live), its places read under the class's lock. */
export async function classBookingFacts(
  tx: Database,
  singleClass: ClassRow | undefined,
  now: Date,
  settings: BookingSettings,
): Promise<ClassBookingFacts> {
  return {
    singleClass,
    activeReservations: singleClass ? await activeReservationsOf(tx, singleClass.single_class_id) : [],
    spotMap: singleClass ? await spotMapOf(tx, singleClass.class_type_id) : {},
    settings,
    now,
  };
}

export type AccountFacts = Pick<CustomerBookingFacts, 'unacceptedPages' | 'missingProfileFields'>;

/**
 * What the customer's account says that no booking changes (documents accepted, profile
 * complete): nothing to lock, so a reservation reads it before it takes the class's lock.
 */
export async function accountFacts(tx: Database, customer: CustomerRow): Promise<AccountFacts> {
  const required = await tx.select().from(pages).where(eq(pages.required, true));
  const accepted = await tx
    .select()
    .from(acceptedPages)
    .where(eq(acceptedPages.customer_id, customer.customer_id));
  const [profileForm] = await tx.select().from(forms).where(eq(forms.form_id, FORM_IDS.profile));
  return {
    unacceptedPages: unacceptedRequiredPages(
      required,
      accepted.map((row) => row.page_id),
    ).length,
    missingProfileFields: missingRequiredInformation(
      (profileForm?.form_fields ?? []) as DynamicField[],
      customer,
    ).length,
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
    ...(account ?? (await accountFacts(tx, customer))),
    penaltyEnds: penalties.map((penalty) => penalty.end_date),
    credits,
  };
}
