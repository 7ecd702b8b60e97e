import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { CLASS_TYPE, cyclingSpots } from './catalogue';
import { FILLER_COUNT, FILLER_FIRST_ID } from './people';
import type { SeededSchedule } from './schedule';
import { daysFromNow, STUDIO_OFFSET_HOURS } from './time';

const MONDAY = 0;
const TUESDAY = 1;
const WEDNESDAY = 2;
const THURSDAY = 3;
const FRIDAY = 4;
const SATURDAY = 5;

const BIKES = Object.entries(cyclingSpots())
  .filter(([, spot]) => spot.selectable)
  .map(([key]) => key);

let nextReservationId = 1;
/** penalizada's cancelled reservations: with her three no-shows, 58 in all (two pages). */
const PENALIZADA_CANCELLED = 55;

interface Booking {
  customer_id: number;
  single_class_id: number;
  spot?: number | string | null;
  guest?: string | null;
  attend?: boolean | null;
  is_cash?: boolean;
  is_paid?: boolean;
  deletedAt?: string | null;
  class_stars?: number | null;
  coach_stars?: number | null;
  comment?: string | null;
  /** The credits row the reservation used. */
  credits?: number | null;
}

async function book(booking: Booking): Promise<void> {
  await db.reservations.create({
    class_reservation_id: nextReservationId++,
    single_class_id: booking.single_class_id,
    customer_id: booking.customer_id,
    deletedAt: booking.deletedAt ?? null,
    is_cash: booking.is_cash ?? false,
    is_paid: booking.is_paid ?? true,
    attend: booking.attend ?? null,
    spot: booking.spot ?? null,
    guest: booking.guest ?? null,
    class_stars: booking.class_stars ?? null,
    coach_stars: booking.coach_stars ?? null,
    comment: booking.comment ?? null,
    available_class_id: booking.credits ?? null,
    createdAt: daysFromNow(-8),
  });
}

/** The index-th place of a class of the type: a bike of the spot map, a mat number, or none. */
export function spotFor(classTypeId: number, index: number): number | string | null {
  if (classTypeId === CLASS_TYPE.cycling) return BIKES[index] ?? null;
  if (classTypeId === CLASS_TYPE.yoga || classTypeId === CLASS_TYPE.barre) return index + 1;
  return null;
}

export async function seedBookings(schedule: SeededSchedule): Promise<void> {
  nextReservationId = 1;
  const { ana, ilimitada, penalizada, suscrita } = personas;
  const at = schedule.classAt;

  // Ana: every reservation status of Mis Reservaciones.
  await book({
    customer_id: ana.customer_id,
    single_class_id: at(1, TUESDAY, '09:00'),
    spot: 3,
    guest: 'Lucía',
  });
  await book({
    customer_id: ana.customer_id,
    single_class_id: at(1, THURSDAY, '07:00'),
    spot: 'A1',
    credits: 1,
  });
  await book({
    customer_id: ana.customer_id,
    single_class_id: at(1, SATURDAY, '09:00'),
    spot: 5,
    is_cash: true,
    is_paid: false,
  });
  await book({
    customer_id: ana.customer_id,
    single_class_id: at(1, WEDNESDAY, '19:30'),
    deletedAt: daysFromNow(-1),
  });
  await book({
    customer_id: ana.customer_id,
    single_class_id: at(-1, MONDAY, '09:00'),
    spot: 2,
    attend: true,
    class_stars: 5,
    coach_stars: 5,
    comment: '¡Me encantó!',
  });
  await book({ customer_id: ana.customer_id, single_class_id: at(-1, WEDNESDAY, '18:00'), attend: true });
  await book({
    customer_id: ana.customer_id,
    single_class_id: at(-1, FRIDAY, '07:00'),
    spot: 'B1',
    attend: false,
  });

  await book({ customer_id: ilimitada.customer_id, single_class_id: at(1, MONDAY, '09:00'), spot: 7 });
  await book({ customer_id: suscrita.customer_id, single_class_id: at(1, FRIDAY, '18:00') });
  // Three no-shows in a row: why Paola has a penalty.
  for (const weekday of [MONDAY, TUESDAY, WEDNESDAY]) {
    await book({
      customer_id: penalizada.customer_id,
      single_class_id: at(-1, weekday, '07:00'),
      spot: 'C5',
      attend: false,
    });
  }

  // The full class: every place taken by other customers.
  const full = db.singleClasses.findFirst((q) => q.where({ single_class_id: schedule.full }));
  for (let i = 0; i < (full?.capacity ?? 0); i += 1) {
    await book({
      customer_id: FILLER_FIRST_ID + (i % FILLER_COUNT),
      single_class_id: schedule.full,
      spot: i + 1,
    });
  }

  // Everyone else: a few places taken in each regular class, so badges vary.
  const special = new Set([schedule.full, schedule.packageBound, schedule.leadTime]);
  const wallNow = new Date(mockNow().getTime() - STUDIO_OFFSET_HOURS * 3_600_000).toISOString();
  for (const singleClass of db.singleClasses.all()) {
    if (special.has(singleClass.single_class_id)) continue;
    const taken = new Set(
      db.reservations
        .findMany((q) => q.where({ single_class_id: singleClass.single_class_id }))
        .map((r) => r.spot),
    );
    const count = (singleClass.single_class_id * 7) % 5;
    let spotIndex = 0;
    for (let i = 0; i < count; i += 1) {
      let spot = spotFor(singleClass.class_type_id, spotIndex++);
      while (spot !== null && taken.has(spot)) spot = spotFor(singleClass.class_type_id, spotIndex++);
      await book({
        customer_id: FILLER_FIRST_ID + ((singleClass.single_class_id + i) % FILLER_COUNT),
        single_class_id: singleClass.single_class_id,
        spot,
        attend: singleClass.class_date < wallNow ? true : null,
      });
    }
  }

  // Paola books and cancels a lot: more than one page (50) of Mis Reservaciones. Cancelled
  // reservations take no place, so classes and their badges stay as above.
  const cancelledHistory = db.singleClasses
    .all()
    .filter((singleClass) => !special.has(singleClass.single_class_id))
    .slice(0, PENALIZADA_CANCELLED);
  for (const singleClass of cancelledHistory) {
    await book({
      customer_id: penalizada.customer_id,
      single_class_id: singleClass.single_class_id,
      deletedAt: daysFromNow(-9),
    });
  }

  await db.waitlists.create({
    waitlist_id: 1,
    single_class_id: schedule.full,
    customer_id: ilimitada.customer_id,
    createdAt: daysFromNow(-1),
  });
  await db.waitlists.create({
    waitlist_id: 2,
    single_class_id: schedule.full,
    customer_id: suscrita.customer_id,
    createdAt: daysFromNow(0),
  });
}
