import { describe, expect, it } from 'vitest';
import { decideClassInput, type ClassInput, type ClassInputFacts } from '#src/domain/admin/class-input';
import { decideClosureInput, decideMarkBody, decideStaffMark } from '#src/domain/admin/schedule-input';
import { SCHEDULE_MESSAGES as M } from '#src/domain/admin/schedule-messages';
import { classCancelledEventKey, classCancelledMail } from '#src/domain/mail/class-cancelled';

/** Wednesday 2026-11-25 12:00 at the studio (18:00 UTC, six hours behind). */
const NOW = new Date('2026-11-25T18:00:00.000Z');
const input = (over: Partial<ClassInput> = {}): ClassInput => ({
  class_type_id: 3,
  class_date: '2026-12-02T10:30:00.000Z',
  location_id: 1,
  instructor_ids: [3, 1],
  tag_ids: [1],
  capacity: 5,
  ...over,
});
const facts = (over: Partial<ClassInputFacts> = {}): ClassInputFacts => ({
  classType: { icon: 'pilates' },
  locationExists: true,
  instructorsExist: true,
  tagsExist: true,
  packageExists: false,
  now: NOW,
  timezoneOffsetHours: 6,
  ...over,
});

describe('a class staff schedule or change', () => {
  it.each<[string, Partial<ClassInput>, Partial<ClassInputFacts>, string]>([
    // Each row also breaks every later check, so the row shows which comes first.
    [
      'an unknown class type',
      { class_package_id: 9, capacity: 0 },
      { classType: undefined, locationExists: false },
      M.classTypeMissing,
    ],
    [
      'an unknown location',
      { capacity: 0 },
      { locationExists: false, instructorsExist: false },
      M.locationMissing,
    ],
    ['an unknown coach', { capacity: 0 }, { instructorsExist: false, tagsExist: false }, M.instructorMissing],
    ['an unknown tag', { class_package_id: 9 }, { tagsExist: false }, M.tagMissing],
    ['an unknown package', { class_package_id: 9, class_date: 'mañana' }, {}, M.packageMissing],
    ['a date that is no date', { class_date: 'mañana', capacity: 0 }, {}, M.classDateInvalid],
    [
      'a start already past on the studio clock',
      { class_date: '2026-11-25T12:00:00.000Z', capacity: 0 },
      {},
      M.classInPast,
    ],
    ['no places', { capacity: 0 }, {}, M.capacityInvalid],
    ['more than 500 places', { capacity: 501 }, {}, M.capacityInvalid],
    ['a fraction of a place', { capacity: 2.5 }, {}, M.capacityInvalid],
    [
      'fewer places than reservations',
      { capacity: 2 },
      { current: { class_date: '2026-12-02T10:30:00.000Z', activeReservations: 3 } },
      'El cupo no puede ser menor que las 3 reservaciones de la clase.',
    ],
  ])('refuses %s', (_case, over, given, message) => {
    expect(decideClassInput(input(over), facts(given))).toEqual({
      ok: false,
      refusal: { status: 400, message },
    });
  });

  it('stores the columns, the icon from its type and the coaches in their order', () => {
    expect(decideClassInput(input({ class_date: '2026-12-02T10:30:00Z' }), facts())).toEqual({
      ok: true,
      values: {
        class_date: '2026-12-02T10:30:00.000Z',
        description: null,
        capacity: 5,
        location_id: 1,
        class_type_id: 3,
        class_package_id: null,
        icon: 'pilates',
        instructor_ids: [3, 1],
        tag_ids: [1],
      },
    });
  });

  it('lets a change keep a date already past, but not move a class into the past', () => {
    const started = '2026-11-25T11:00:00.000Z';
    const current = { class_date: started, activeReservations: 0 };
    expect(decideClassInput(input({ class_date: started }), facts({ current })).ok).toBe(true);
    const moved = decideClassInput(input({ class_date: '2026-11-25T11:30:00.000Z' }), facts({ current }));
    expect(moved).toEqual({ ok: false, refusal: { status: 400, message: M.classInPast } });
  });
});

describe('a closed day', () => {
  it('needs a YYYY-MM-DD date; a new one without a reason stores none, a change keeps it', () => {
    expect(decideClosureInput({ date: '24/12/2026' }, true)).toEqual({
      ok: false,
      refusal: { status: 400, message: M.closureDateInvalid },
    });
    expect(decideClosureInput({ date: '2026-12-24' }, true)).toEqual({
      ok: true,
      values: { date: '2026-12-24', reason: null },
    });
    expect(decideClosureInput({ date: '2026-12-24' }, false)).toEqual({
      ok: true,
      values: { date: '2026-12-24' },
    });
    expect(decideClosureInput({ date: '2026-12-24', reason: null }, false)).toEqual({
      ok: true,
      values: { date: '2026-12-24', reason: null },
    });
  });
});

describe('what staff mark at the door', () => {
  it('needs a boolean, and refuses a cancelled reservation before a non-cash one', () => {
    expect(decideMarkBody({ attend: 'sí' }, 'attend')).toEqual({
      ok: false,
      refusal: { status: 400, message: M.attendRequired },
    });
    expect(decideMarkBody({}, 'is_paid')).toEqual({
      ok: false,
      refusal: { status: 400, message: M.isPaidRequired },
    });
    expect(decideMarkBody({ is_paid: false }, 'is_paid')).toEqual({ ok: true, change: { is_paid: false } });
    const cancelled = { deletedAt: NOW.toISOString(), is_cash: false };
    expect(decideStaffMark(cancelled, { is_paid: true })).toEqual({
      ok: false,
      refusal: { status: 409, message: M.reservationCancelled },
    });
    expect(decideStaffMark({ deletedAt: null, is_cash: false }, { is_paid: true })).toEqual({
      ok: false,
      refusal: { status: 409, message: M.reservationNotCash },
    });
    expect(decideStaffMark({ deletedAt: null, is_cash: false }, { attend: false }).ok).toBe(true);
  });
});

describe('the mail of a class the studio cancelled', () => {
  it('names the class and its wall-clock time as stored, whatever the machine’s time zone', () => {
    expect(
      classCancelledMail({
        customerName: 'Ana',
        className: 'Pilates Mat',
        classDate: '2026-12-02T07:05:00.000Z',
      }),
    ).toEqual({
      subject: 'Clase cancelada: Pilates Mat 02/12/2026 07:05',
      body: 'Hola Ana: el estudio canceló la clase Pilates Mat del 02/12/2026 07:05. Tu reservación quedó cancelada y tu crédito fue devuelto.',
    });
    expect(classCancelledEventKey(12, 1)).toBe('class-cancelled:12:1');
  });
});
