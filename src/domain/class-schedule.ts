/*
 * The back-office's schedule rules: what a class form must hold before it is sent, and what a
 * QR code scanned at the door means. Class dates are the studio's wall clock written as UTC
 * (decision 004), so a class "in the past" is one whose date is before `studioNow`.
 */
import { studioNow } from './booking-window';
import { studioDay } from './calendar-week';

export const MAX_CLASS_CAPACITY = 500;

/** The class form as typed: text fields stay text until sent, so nothing typed is lost. */
export interface ClassDraft {
  classTypeId: string;
  /** 'YYYY-MM-DD', the studio's day. */
  day: string;
  /** 'HH:mm', the studio's wall clock. */
  time: string;
  locationId: string;
  instructorIds: number[];
  capacity: string;
  tagIds: number[];
  /** '' when any credit books it; a package id when it can only be booked by buying that package. */
  packageId: string;
  description: string;
}

export type ClassDraftField = keyof ClassDraft;
export type ClassDraftErrors = Partial<Record<ClassDraftField, ClassRule>>;

/** Why a field is refused; the view turns the rule into its Spanish message. */
export type ClassRule = 'required' | 'past' | 'capacity' | 'belowReserved' | 'time' | 'day';

export interface ClassInputBody {
  class_type_id: number;
  class_date: string;
  location_id: number;
  instructor_ids: number[];
  capacity: number;
  tag_ids: number[];
  class_package_id: number | null;
  description: string | null;
}

/** A scheduled class as the form needs it (the API's SingleClass, narrowed). */
export interface ScheduledClassLike {
  class_date: string;
  class_type_id: number;
  location_id: number;
  capacity?: number | null;
  class_package_id?: number | null;
  description?: string | null;
  class_instructors: ReadonlyArray<{ instructor_id?: number; instructor: { instructor_id?: number } }>;
  tags?: ReadonlyArray<{ tag_id: number }>;
  class_reservations: readonly unknown[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The class's start as stored: the studio's wall clock written as UTC. */
export function classDateOf(day: string, time: string): string {
  return `${day}T${time}:00.000Z`;
}

export function isValidDay(day: string): boolean {
  return DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00.000Z`));
}

export function isValidTime(time: string): boolean {
  return TIME.test(time);
}

/** Whether a class starting then would already have started on the studio's clock. */
export function isPastClassDate(classDate: string, now: Date, offsetHours: number): boolean {
  return Date.parse(classDate) <= studioNow(now, offsetHours).getTime();
}

/** An empty form for a new class on `day` (the week's day the admin clicked, or today). */
export function emptyClassDraft(day: string, locationId: number | null): ClassDraft {
  return {
    classTypeId: '',
    day,
    time: '',
    locationId: locationId === null ? '' : String(locationId),
    instructorIds: [],
    capacity: '',
    tagIds: [],
    packageId: '',
    description: '',
  };
}

/** An existing class as the form shows it. */
export function draftOfClass(singleClass: ScheduledClassLike): ClassDraft {
  return {
    classTypeId: String(singleClass.class_type_id),
    day: singleClass.class_date.slice(0, 10),
    time: singleClass.class_date.slice(11, 16),
    locationId: String(singleClass.location_id),
    instructorIds: singleClass.class_instructors.flatMap(({ instructor_id, instructor }) => {
      const id = instructor_id ?? instructor.instructor_id;
      return id === undefined ? [] : [id];
    }),
    capacity:
      singleClass.capacity === null || singleClass.capacity === undefined ? '' : String(singleClass.capacity),
    tagIds: (singleClass.tags ?? []).map((tag) => tag.tag_id),
    packageId: singleClass.class_package_id ? String(singleClass.class_package_id) : '',
    description: singleClass.description ?? '',
  };
}

export interface ClassCheckContext {
  now: Date;
  offsetHours: number;
  /** Active reservations of the class being edited (0 for a new one): capacity cannot go below. */
  reserved: number;
  /** The class date saved before this edit: a class that already started may keep its date. */
  savedClassDate?: string | null;
}

/** What a class needs whatever its date: a type, a location and a capacity that holds its reservations. */
export function validateClassBasics(draft: ClassDraft, reserved: number): ClassDraftErrors {
  const errors: ClassDraftErrors = {};
  if (!draft.classTypeId) errors.classTypeId = 'required';
  if (!draft.locationId) errors.locationId = 'required';
  const capacity = Number(draft.capacity);
  if (draft.capacity.trim() === '') errors.capacity = 'required';
  else if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CLASS_CAPACITY) {
    errors.capacity = 'capacity';
  } else if (capacity < reserved) errors.capacity = 'belowReserved';
  return errors;
}

/** Every refused field of the form, as rules (the view says them in Spanish); empty when it can be sent. */
export function validateClassDraft(draft: ClassDraft, context: ClassCheckContext): ClassDraftErrors {
  const errors = validateClassBasics(draft, context.reserved);
  if (!draft.day) errors.day = 'required';
  else if (!isValidDay(draft.day)) errors.day = 'day';
  if (!draft.time) errors.time = 'required';
  else if (!isValidTime(draft.time)) errors.time = 'time';
  if (!errors.day && !errors.time) {
    const classDate = classDateOf(draft.day, draft.time);
    const unchanged = context.savedClassDate === classDate;
    if (!unchanged && isPastClassDate(classDate, context.now, context.offsetHours)) errors.day = 'past';
  }
  return errors;
}

/** The body the create and update calls send. Call only with a draft that validates. */
export function classInputOf(draft: ClassDraft): ClassInputBody {
  return {
    class_type_id: Number(draft.classTypeId),
    class_date: classDateOf(draft.day, draft.time),
    location_id: Number(draft.locationId),
    instructor_ids: [...draft.instructorIds],
    capacity: Number(draft.capacity),
    tag_ids: [...draft.tagIds],
    class_package_id: draft.packageId ? Number(draft.packageId) : null,
    description: draft.description.trim() || null,
  };
}

/** What the QR page at the door says about a reservation. */
export type CheckInState = 'cancelled' | 'attended' | 'otherDay' | 'ready';

export interface CheckInLike {
  deletedAt?: string | null;
  attend?: boolean | null;
  single_class?: { class_date: string } | undefined;
}

/**
 * A cancelled reservation says so first; one already checked in says so next; a class of another
 * studio day than today (before or after) cannot be checked in at the door.
 */
export function checkInState(reservation: CheckInLike, now: Date, offsetHours: number): CheckInState {
  if (reservation.deletedAt) return 'cancelled';
  if (reservation.attend === true) return 'attended';
  const classDay = reservation.single_class?.class_date.slice(0, 10);
  if (classDay !== studioDay(now, offsetHours)) return 'otherDay';
  return 'ready';
}

/** Whether the class day is before or after the studio's today (for the 'otro día' message). */
export function dayRelation(classDate: string, now: Date, offsetHours: number): 'past' | 'today' | 'future' {
  const today = studioDay(now, offsetHours);
  const day = classDate.slice(0, 10);
  return day < today ? 'past' : day > today ? 'future' : 'today';
}
