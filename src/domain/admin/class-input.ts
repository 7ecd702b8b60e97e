/*
 * The checks a staff member's class must pass before it is scheduled or changed, and the columns
 * it stores: the mocks (mocks/booking/class-admin.ts) and the server (server/schedule-admin) gather
 * the facts from their stores and call the same function, so both refuse in the same order with
 * the same words.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { isPastClassDate, MAX_CLASS_CAPACITY } from '#src/domain/class-schedule';
import { SCHEDULE_MESSAGES as MSG } from './schedule-messages';

export type ClassInput = components['schemas']['SingleClassInput'];

/** What the stores know about the ids and the class a form names. */
export interface ClassInputFacts {
  /** The class type named, with the icon a class copies from it; undefined when there is none. */
  classType: { icon: string | null } | undefined;
  locationExists: boolean;
  /** Every coach and tag named exists. */
  instructorsExist: boolean;
  tagsExist: boolean;
  /** Read only when the form names a package. */
  packageExists: boolean;
  now: Date;
  timezoneOffsetHours: number;
  /** The class a change is made to: its date and its active reservations. */
  current?: { class_date: string; activeReservations: number };
}

/** A class's stored fields, as both stores keep them (coaches in the order they were chosen). */
export interface ClassColumns {
  class_date: string;
  description: string | null;
  capacity: number;
  location_id: number;
  class_type_id: number;
  class_package_id: number | null;
  icon: string | null;
  instructor_ids: number[];
  tag_ids: number[];
}

/**
 * The ids point at records, the class is ahead on the studio's clock (unless a change keeps its
 * date) and the capacity holds its reservations.
 */
export function decideClassInput(
  input: ClassInput,
  facts: ClassInputFacts,
): Decision<{ values: ClassColumns }> {
  if (!facts.classType) return refuse(400, MSG.classTypeMissing);
  if (!facts.locationExists) return refuse(400, MSG.locationMissing);
  if (!facts.instructorsExist) return refuse(400, MSG.instructorMissing);
  if (!facts.tagsExist) return refuse(400, MSG.tagMissing);
  if (input.class_package_id && !facts.packageExists) return refuse(400, MSG.packageMissing);
  if (Number.isNaN(Date.parse(input.class_date))) return refuse(400, MSG.classDateInvalid);
  const keepsDate = facts.current !== undefined && facts.current.class_date === input.class_date;
  if (!keepsDate && isPastClassDate(input.class_date, facts.now, facts.timezoneOffsetHours)) {
    return refuse(400, MSG.classInPast);
  }
  const { capacity } = input;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CLASS_CAPACITY) {
    return refuse(400, MSG.capacityInvalid);
  }
  const reserved = facts.current?.activeReservations ?? 0;
  if (capacity < reserved) return refuse(400, MSG.capacityBelowReserved(reserved));
  return allow({
    values: {
      class_date: new Date(input.class_date).toISOString(),
      description: input.description ?? null,
      capacity,
      location_id: input.location_id,
      class_type_id: input.class_type_id,
      class_package_id: input.class_package_id ?? null,
      icon: facts.classType.icon ?? null,
      instructor_ids: [...(input.instructor_ids ?? [])],
      tag_ids: [...(input.tag_ids ?? [])],
    },
  });
}
