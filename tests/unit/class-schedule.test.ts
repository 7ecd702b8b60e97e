import { describe, expect, it } from 'vitest';
import {
  checkInState,
  classInputOf,
  dayRelation,
  draftOfClass,
  emptyClassDraft,
  validateClassDraft,
  type ClassDraft,
} from '#src/domain/class-schedule';

// Wednesday 2026-11-18 10:00 in the studio (UTC−6).
const NOW = new Date('2026-11-18T16:00:00.000Z');
const valid: ClassDraft = {
  ...emptyClassDraft('2026-11-19', 2),
  classTypeId: '4',
  time: '20:45',
  capacity: '8',
};
const context = { now: NOW, offsetHours: 6, reserved: 0 };

describe('validateClassDraft', () => {
  it.each<[string, Partial<ClassDraft>, Partial<typeof context> & { savedClassDate?: string }, object]>([
    ['a valid class', {}, {}, {}],
    ['no type', { classTypeId: '' }, {}, { classTypeId: 'required' }],
    ['no location', { locationId: '' }, {}, { locationId: 'required' }],
    ['yesterday', { day: '2026-11-17' }, {}, { day: 'past' }],
    ['today, already started', { day: '2026-11-18', time: '10:00' }, {}, { day: 'past' }],
    ['today, later', { day: '2026-11-18', time: '10:01' }, {}, {}],
    [
      'a started class keeping its date',
      { day: '2026-11-18', time: '07:00' },
      { savedClassDate: '2026-11-18T07:00:00.000Z' },
      {},
    ],
    ['a bad day', { day: '2026-02-31x' }, {}, { day: 'day' }],
    ['a bad time', { time: '7:5' }, {}, { time: 'time' }],
    ['capacity 0', { capacity: '0' }, {}, { capacity: 'capacity' }],
    ['capacity 2.5', { capacity: '2.5' }, {}, { capacity: 'capacity' }],
    ['capacity 501', { capacity: '501' }, {}, { capacity: 'capacity' }],
    ['capacity below its reservations', { capacity: '3' }, { reserved: 4 }, { capacity: 'belowReserved' }],
    ['capacity equal to its reservations', { capacity: '4' }, { reserved: 4 }, {}],
  ])('%s', (_, change, extra, errors) =>
    expect(validateClassDraft({ ...valid, ...change }, { ...context, ...extra })).toEqual(errors),
  );
});

describe('the class form and the API', () => {
  it('sends typed text as numbers, an empty description and package as null', () => {
    expect(classInputOf({ ...valid, instructorIds: [1, 3], tagIds: [2], description: '  ' })).toEqual({
      class_type_id: 4,
      class_date: '2026-11-19T20:45:00.000Z',
      location_id: 2,
      instructor_ids: [1, 3],
      capacity: 8,
      tag_ids: [2],
      class_package_id: null,
      description: null,
    });
  });

  it('shows a saved class as the form holds it', () => {
    expect(
      draftOfClass({
        class_date: '2026-11-19T20:45:00.000Z',
        class_type_id: 4,
        location_id: 2,
        capacity: 8,
        class_package_id: 5,
        description: null,
        class_instructors: [{ instructor_id: 1, instructor: {} }, { instructor: { instructor_id: 3 } }],
        tags: [{ tag_id: 2 }],
        class_reservations: [],
      }),
    ).toEqual({ ...valid, instructorIds: [1, 3], tagIds: [2], packageId: '5' });
  });
});

describe('what the QR page says', () => {
  const at = (class_date: string) => ({ single_class: { class_date } });
  it.each<[string, object, ReturnType<typeof checkInState>]>([
    [
      'a cancelled reservation, even today',
      { ...at('2026-11-18T18:00:00.000Z'), deletedAt: 'x' },
      'cancelled',
    ],
    ['already checked in', { ...at('2026-11-18T18:00:00.000Z'), attend: true }, 'attended'],
    ['today, later', at('2026-11-18T18:00:00.000Z'), 'ready'],
    ['today, earlier', at('2026-11-18T07:00:00.000Z'), 'ready'],
    ['tomorrow', at('2026-11-19T07:00:00.000Z'), 'otherDay'],
    ['yesterday', at('2026-11-17T21:00:00.000Z'), 'otherDay'],
  ])('%s', (_, reservation, state) => expect(checkInState(reservation, NOW, 6)).toBe(state));

  it.each([
    ['2026-11-17T21:00:00.000Z', 'past'],
    ['2026-11-18T23:00:00.000Z', 'today'],
    ['2026-11-19T00:00:00.000Z', 'future'],
  ] as const)('%s is %s', (classDate, relation) => expect(dayRelation(classDate, NOW, 6)).toBe(relation));
});
