import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookingSettings, type ClassRow } from '#server/booking/facts';
import type { Database } from '#server/db/client';
import { classPackages, classTypes, instructors, locations, reservations, tags } from '#server/db/schema';
import { orRefused } from '#server/http/api-error';
import { decideClassInput, type ClassColumns, type ClassInput } from '#src/domain/admin/class-input';

/** Which of `ids` exist in `column`'s table. */
async function existing(tx: Database, column: PgColumn, ids: Iterable<number>): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const rows = await tx.select({ id: column }).from(column.table).where(inArray(column, wanted));
  return new Set(rows.map((row) => row.id as number));
}

/**
 * The columns of each class a staff form (or a weekly series) asks for, checked by the shared
 * rule (src/domain/admin/class-input.ts) on facts read in the caller's transaction, a statement per
 * table for the whole list. The first refusal answers the request (all or nothing). `current` is
 * the locked class a change is made to.
 */
export async function checkedClassColumns(
  tx: Database,
  inputs: ClassInput[],
  now: Date,
  current?: ClassRow,
): Promise<ClassColumns[]> {
  const { timezoneOffsetHours } = await bookingSettings(tx);
  const typeIds = [...new Set(inputs.map((input) => input.class_type_id))];
  const types = new Map(
    (
      await tx
        .select({ id: classTypes.class_type_id, icon: classTypes.icon })
        .from(classTypes)
        .where(inArray(classTypes.class_type_id, typeIds))
    ).map((row) => [row.id, { icon: row.icon }]),
  );
  const knownLocations = await existing(
    tx,
    locations.location_id,
    inputs.map((input) => input.location_id),
  );
  const knownInstructors = await existing(
    tx,
    instructors.instructor_id,
    inputs.flatMap((input) => input.instructor_ids ?? []),
  );
  const knownTags = await existing(
    tx,
    tags.tag_id,
    inputs.flatMap((input) => input.tag_ids ?? []),
  );
  const knownPackages = await existing(
    tx,
    classPackages.class_package_id,
    inputs.flatMap((input) => (input.class_package_id ? [input.class_package_id] : [])),
  );
  let activeReservations = 0;
  if (current) {
    const [counted] = await tx
      .select({ active: count() })
      .from(reservations)
      .where(and(eq(reservations.single_class_id, current.single_class_id), isNull(reservations.deletedAt)));
    activeReservations = counted?.active ?? 0;
  }
  return inputs.map(
    (input) =>
      orRefused(
        decideClassInput(input, {
          classType: types.get(input.class_type_id),
          locationExists: knownLocations.has(input.location_id),
          instructorsExist: (input.instructor_ids ?? []).every((id) => knownInstructors.has(id)),
          tagsExist: (input.tag_ids ?? []).every((id) => knownTags.has(id)),
          packageExists: !!input.class_package_id && knownPackages.has(input.class_package_id),
          now,
          timezoneOffsetHours,
          ...(current ? { current: { class_date: current.class_date, activeReservations } } : {}),
        }),
      ).values,
  );
}
