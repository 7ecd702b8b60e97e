import { mockNow } from '#mocks/clock';
import { db, type SingleClassRecord } from '#mocks/db';
import { CLASS_TYPE, INSTRUCTOR, LOCATION, TAG } from './catalogue';
import { addDays, STUDIO_OFFSET_HOURS, studioToday, studioWeekStart, wallClock } from './time';

export interface Slot {
  time: string;
  classType: number;
  location: number;
  instructors: number[];
  capacity: number;
  category: number;
  tagsOn?: Partial<Record<number, number[]>>;
}

const ICON: Record<number, string> = { 1: '🧘', 2: '🚴', 3: '🤸', 4: '🩰' };

// ISO weekday index (0 = Monday) → tags for that slot on that day.
export const WEEKDAY_SLOTS: readonly Slot[] = [
  {
    time: '07:00',
    classType: CLASS_TYPE.cycling,
    location: LOCATION.roma,
    instructors: [INSTRUCTOR.diego],
    capacity: 13,
    category: 2,
    tagsOn: { 4: [TAG.intenso] },
  },
  {
    time: '09:00',
    classType: CLASS_TYPE.yoga,
    location: LOCATION.roma,
    instructors: [INSTRUCTOR.mariana],
    capacity: 14,
    category: 1,
    tagsOn: { 0: [TAG.principiantes], 3: [TAG.principiantes] },
  },
  {
    time: '18:00',
    classType: CLASS_TYPE.pilates,
    location: LOCATION.polanco,
    instructors: [INSTRUCTOR.sofia],
    capacity: 10,
    category: 3,
  },
  {
    time: '19:30',
    classType: CLASS_TYPE.barre,
    location: LOCATION.polanco,
    instructors: [INSTRUCTOR.andres, INSTRUCTOR.sofia],
    capacity: 12,
    category: 3,
    tagsOn: { 2: [TAG.intenso, TAG.nuevo] },
  },
];
export const SUNDAY_SLOTS: readonly Slot[] = [
  {
    time: '10:00',
    classType: CLASS_TYPE.yoga,
    location: LOCATION.polanco,
    instructors: [INSTRUCTOR.mariana],
    capacity: 14,
    category: 1,
    tagsOn: { 6: [TAG.principiantes] },
  },
];

export interface SeededSchedule {
  /** Tomorrow 12:00, every place taken (the full class). */
  full: number;
  /** In three days, bookable only by buying the special-event package. */
  packageBound: number;
  /** Starts in about 30 minutes: inside the one-hour booking lead time. */
  leadTime: number;
  /** `weekOffset` −1, 0, 1; `weekday` 0 = Monday; e.g. classAt(0, 2, '09:00'). */
  classAt(weekOffset: number, weekday: number, time: string): number;
}

/** The regular week's slots of a weekday (0 = Monday … 6 = Sunday). */
export function slotsOn(weekday: number): readonly Slot[] {
  return weekday === 6 ? SUNDAY_SLOTS : WEEKDAY_SLOTS;
}

/** A class of a slot on a day, as stored: the regular schedule's and the history's (history.ts). */
export function slotClass(
  single_class_id: number,
  slot: Slot,
  day: Date,
  weekday: number,
  extra: { description?: string; package?: number } = {},
): SingleClassRecord {
  return {
    single_class_id,
    class_date: wallClock(day, slot.time),
    description: extra.description ?? null,
    capacity: slot.capacity,
    location_id: slot.location,
    class_type_id: slot.classType,
    class_package_id: extra.package ?? null,
    class_category_id: slot.category,
    icon: ICON[slot.classType] ?? null,
    instructor_ids: slot.instructors,
    tag_ids: slot.tagsOn?.[weekday] ?? [],
  };
}

let nextClassId = 1;

async function createClass(
  slot: Slot,
  day: Date,
  weekday: number,
  extra: { description?: string; package?: number } = {},
) {
  const record = await db.singleClasses.create(slotClass(nextClassId++, slot, day, weekday, extra));
  return record.single_class_id;
}

export async function seedSchedule(specialEventPackageId: number): Promise<SeededSchedule> {
  nextClassId = 1;
  const index = new Map<string, number>();
  const monday = studioWeekStart();
  for (const weekOffset of [-1, 0, 1]) {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const day = addDays(monday, weekOffset * 7 + weekday);
      for (const slot of slotsOn(weekday)) {
        index.set(`${weekOffset}/${weekday}/${slot.time}`, await createClass(slot, day, weekday));
      }
    }
  }

  const today = studioToday();
  const yogaNoon: Slot = { ...WEEKDAY_SLOTS[1]!, time: '12:00', tagsOn: {} };
  const full = await createClass(yogaNoon, addDays(today, 1), -1, { description: 'Yoga de mediodía' });
  const packageBound = await createClass(
    { ...yogaNoon, time: '17:00', location: LOCATION.polanco, capacity: 20 },
    addDays(today, 3),
    -1,
    { description: 'Yoga al atardecer (evento especial)', package: specialEventPackageId },
  );

  // 30 minutes from now on the studio's wall clock, on a 5-minute mark.
  const wallNow = mockNow().getTime() - STUDIO_OFFSET_HOURS * 3_600_000;
  const soon = new Date(Math.ceil((wallNow + 30 * 60_000) / 300_000) * 300_000);
  const leadTime = (
    await db.singleClasses.create({
      single_class_id: nextClassId++,
      class_date: soon.toISOString(),
      description: 'Clase exprés',
      capacity: 10,
      location_id: LOCATION.roma,
      class_type_id: CLASS_TYPE.pilates,
      class_package_id: null,
      class_category_id: 3,
      icon: ICON[CLASS_TYPE.pilates] ?? null,
      instructor_ids: [INSTRUCTOR.sofia],
      tag_ids: [TAG.nuevo],
    })
  ).single_class_id;

  return {
    full,
    packageBound,
    leadTime,
    classAt(weekOffset, weekday, time) {
      const id = index.get(`${weekOffset}/${weekday}/${time}`);
      if (id === undefined) throw new Error(`No seeded class at ${weekOffset}/${weekday}/${time}`);
      return id;
    },
  };
}

/** One closed day: Monday two weeks ahead, so a weekly series across it shows the skip. */
export async function seedClosures(): Promise<void> {
  await db.closures.create({
    closure_id: 1,
    date: addDays(studioWeekStart(), 14).toISOString().slice(0, 10),
    reason: 'Día festivo',
  });
}
