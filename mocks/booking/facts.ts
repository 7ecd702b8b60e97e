import { mockNow } from '#mocks/clock';
import { db, type CustomerRecord, type SingleClassRecord } from '#mocks/db';
import { FORM } from '#mocks/seed/content';
import { activeReservationsOf } from '#mocks/views/single-class';
import { unacceptedRequiredPages } from '#src/domain/account-entry';
import type { CustomerBookingFacts, SpotMapFacts } from '#src/domain/booking/facts';
import type { ClassBookingFacts } from '#src/domain/booking/reserve-decision';
import { missingRequiredInformation } from '#src/domain/profile-card';
import { spotMapAppliesTo } from '#src/domain/spot-map';
import { givePenaltyIfEarned } from './penalty';
import { bookingSettings } from './settings';

/*
 * The facts the booking decisions read (src/domain/booking), gathered from the in-memory store.
 * The mocks run one request at a time, so reading them is all the "holding" they need.
 */

/** A class still on the schedule; undefined for an unknown one or one the studio cancelled. */
export function liveClassRecord(single_class_id: number): SingleClassRecord | undefined {
  return db.singleClasses
    .findMany((q) => q.where({ single_class_id }))
    .find((record) => !record.cancelled_at);
}

function spotMapOf(class_type_id: number): SpotMapFacts {
  const custom = db.customSpotMaps.findFirst((q) => q.where((map) => spotMapAppliesTo(map, class_type_id)));
  const classType = db.classTypes.findFirst((q) => q.where({ class_type_id }));
  return { spotMap: classType?.spot_map ?? null, custom: custom ?? null };
}

export function classBookingFacts(singleClass: SingleClassRecord | undefined): ClassBookingFacts {
  return {
    singleClass,
    activeReservations: singleClass ? activeReservationsOf(singleClass.single_class_id) : [],
    spotMap: singleClass ? spotMapOf(singleClass.class_type_id) : {},
    settings: bookingSettings(),
    now: mockNow(),
  };
}

/** The customer's own booking facts, after any no-show penalty they have earned is given. */
export async function customerBookingFacts(customer: CustomerRecord): Promise<CustomerBookingFacts> {
  const { customer_id } = customer;
  await givePenaltyIfEarned(customer);
  const requiredPages = db.pages.findMany((q) => q.where({ required: true }));
  const accepted = db.acceptedPages.findMany((q) => q.where({ customer_id })).map((row) => row.page_id);
  const profileForm = db.forms.findFirst((q) => q.where({ form_id: FORM.profile }));
  return {
    customer,
    unacceptedPages: unacceptedRequiredPages(requiredPages, accepted).length,
    missingProfileFields: missingRequiredInformation(profileForm?.form_fields ?? [], customer).length,
    penaltyEnds: db.penalties.findMany((q) => q.where({ customer_id })).map((penalty) => penalty.end_date),
    credits: db.availableClasses.findMany((q) => q.where({ customer_id })),
  };
}
