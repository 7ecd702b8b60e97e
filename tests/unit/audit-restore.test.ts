import { describe, expect, it } from 'vitest';
import type { components } from '#src/api/schema.gen';
import { auditChange, decideRevert, isRevertible, restorableDeletion } from '#src/domain/admin/audit-log';
import {
  linksAtDeletion,
  planRestore,
  type LinkedClass,
  type LinkedLogin,
  type LinkedVideo,
} from '#src/domain/admin/audit-restore';

type AuditChange = components['schemas']['AuditChange'];

/** Coach 7 on class 10 (second of two) and class 11 (alone); class 12 without them. */
const CLASSES: LinkedClass[] = [
  { single_class_id: 11, instructor_ids: [7], tag_ids: [3] },
  { single_class_id: 10, instructor_ids: [2, 7], tag_ids: [1, 3] },
  { single_class_id: 12, instructor_ids: [2], tag_ids: [] },
];
const COACH = { instructor_id: 7, name: 'Sofía', last_name: null, file_id: 4 };
/** Only classes list them (the videos and logins cases are below). */
const onClasses = (classes: LinkedClass[]) => ({ classes, videos: [], logins: [] });
/** Facts of a restore with classes only. */
const factsOf = (classes: LinkedClass[], missingRefs: string[] = []) => ({
  ...onClasses(classes),
  missingRefs,
});

const deletionOf = (classes = CLASSES): AuditChange =>
  auditChange(
    'instructor',
    'instructor_id',
    COACH,
    undefined,
    linksAtDeletion('instructor', 7, onClasses(classes)),
  )!;

describe('where a deleted coach or tag was', () => {
  it('keeps each class that listed it and its place there, by class', () => {
    expect(linksAtDeletion('instructor', 7, onClasses(CLASSES))).toEqual([
      { object_type: 'single_class', object_id: 10, position: 1 },
      { object_type: 'single_class', object_id: 11, position: 0 },
    ]);
    expect(linksAtDeletion('tag', 3, onClasses(CLASSES)).map((link) => link.object_id)).toEqual([10, 11]);
    expect(linksAtDeletion('location', 7, onClasses(CLASSES))).toEqual([]);
  });

  it('is kept with the deletion only, whole, and not when it was on no class', () => {
    expect(deletionOf()).toMatchObject({ kind: 'deleted', refs: { file_id: 4 }, links: expect.any(Array) });
    expect(deletionOf([])).not.toHaveProperty('links');
    const many = Array.from({ length: 600 }, (_, index) => ({
      single_class_id: index + 1,
      instructor_ids: [7],
      tag_ids: [],
    }));
    expect(deletionOf(many).links).toHaveLength(600);
    const update = auditChange('instructor', 'instructor_id', COACH, { ...COACH, name: 'Sofi' }, [
      { object_type: 'single_class', object_id: 10, position: 0 },
    ]);
    expect(update).not.toHaveProperty('links');
  });
});

describe('planRestore', () => {
  it('puts the record back with its id and the coach back in its place on each class', () => {
    const now: LinkedClass[] = [
      { single_class_id: 10, instructor_ids: [2], tag_ids: [1, 3] },
      { single_class_id: 11, instructor_ids: [], tag_ids: [3] },
    ];
    expect(planRestore(deletionOf(), factsOf(now))).toEqual({
      record: { instructor_id: 7, name: 'Sofía', file_id: 4 },
      classes: [
        { single_class_id: 10, field: 'instructor_ids', ids: [2, 7] },
        { single_class_id: 11, field: 'instructor_ids', ids: [7] },
      ],
      videos: [],
      logins: [],
    });
  });

  it('skips a class deleted since and one that lists it again already', () => {
    const now: LinkedClass[] = [{ single_class_id: 11, instructor_ids: [5, 7], tag_ids: [] }];
    expect(planRestore(deletionOf(), factsOf(now)).classes).toEqual([]);
  });

  it('puts it last on a class that lists fewer now, and clears a link to an object gone since', () => {
    const now: LinkedClass[] = [
      { single_class_id: 10, instructor_ids: [], tag_ids: [] },
      { single_class_id: 11, instructor_ids: [9, 8], tag_ids: [] },
    ];
    const plan = planRestore(deletionOf(), factsOf(now, ['file_id']));
    expect(plan.record).toEqual({ instructor_id: 7, name: 'Sofía', file_id: null });
    expect(plan.classes).toEqual([
      { single_class_id: 10, field: 'instructor_ids', ids: [7] },
      { single_class_id: 11, field: 'instructor_ids', ids: [7, 9, 8] },
    ]);
  });

  it("restores a tag's labels in tag_ids", () => {
    const tag = auditChange(
      'tag',
      'tag_id',
      { tag_id: 3, name: 'Nuevo' },
      undefined,
      linksAtDeletion('tag', 3, onClasses(CLASSES)),
    )!;
    const now: LinkedClass[] = [{ single_class_id: 10, instructor_ids: [2, 7], tag_ids: [1] }];
    expect(planRestore(tag, factsOf(now))).toEqual({
      record: { tag_id: 3, name: 'Nuevo' },
      classes: [{ single_class_id: 10, field: 'tag_ids', ids: [1, 3] }],
      videos: [],
      logins: [],
    });
  });
});

describe("a coach's or tag's videos and a coach's login", () => {
  /** Video 20 by coach 7 with tags [1, 3], video 21 by coach 2 with tag 3, video 22 by coach 7. */
  const VIDEOS: LinkedVideo[] = [
    { video_id: 22, instructor_id: 7, tag_ids: [] },
    { video_id: 20, instructor_id: 7, tag_ids: [1, 3] },
    { video_id: 21, instructor_id: 2, tag_ids: [3] },
  ];
  /** Two logins of coach 7 (uids out of order), one of coach 2, the owner's. */
  const LOGINS: LinkedLogin[] = [
    { uid: 'uid-b', role: 'coach', coach_id: 7 },
    { uid: 'uid-a', role: 'coach', coach_id: 7 },
    { uid: 'uid-c', role: 'coach', coach_id: 2 },
    { uid: 'uid-owner', role: 'admin', coach_id: null },
  ];
  const listing = { classes: CLASSES, videos: VIDEOS, logins: LOGINS };
  const coachGone = auditChange(
    'instructor',
    'instructor_id',
    COACH,
    undefined,
    linksAtDeletion('instructor', 7, listing),
  )!;
  const tagGone = auditChange(
    'tag',
    'tag_id',
    { tag_id: 3, name: 'Nuevo' },
    undefined,
    linksAtDeletion('tag', 3, listing),
  )!;
  const restore = (change: AuditChange, videos: LinkedVideo[], logins: LinkedLogin[] = []) =>
    planRestore(change, { classes: [], videos, logins, missingRefs: [] });

  it("keeps a coach's videos and logins after its classes, and a tag's videos with its place", () => {
    expect(coachGone.links).toEqual([
      { object_type: 'single_class', object_id: 10, position: 1 },
      { object_type: 'single_class', object_id: 11, position: 0 },
      { object_type: 'video', object_id: 20, position: 0 },
      { object_type: 'video', object_id: 22, position: 0 },
      { object_type: 'user', object_id: 'uid-a', position: 0 },
      { object_type: 'user', object_id: 'uid-b', position: 0 },
    ]);
    expect(tagGone.links!.filter((link) => link.object_type !== 'single_class')).toEqual([
      { object_type: 'video', object_id: 20, position: 1 },
      { object_type: 'video', object_id: 21, position: 0 },
    ]);
    const videoOnly = linksAtDeletion('instructor', 2, { classes: [], videos: VIDEOS, logins: [] });
    expect(videoOnly).toEqual([{ object_type: 'video', object_id: 21, position: 0 }]);
  });

  it('gives a video its coach back while it has none, and skips a video gone since', () => {
    const now: LinkedVideo[] = [
      { video_id: 20, instructor_id: null, tag_ids: [1] },
      { video_id: 23, instructor_id: null, tag_ids: [] },
    ];
    expect(restore(coachGone, now).videos).toEqual([{ video_id: 20, instructor_id: 7 }]);
    const recoached: LinkedVideo[] = [
      { video_id: 20, instructor_id: 4, tag_ids: [] },
      { video_id: 22, instructor_id: 7, tag_ids: [] },
    ];
    expect(restore(coachGone, recoached).videos).toEqual([]);
  });

  it("puts a tag back in its place among a video's tags, last when it lists fewer, never twice", () => {
    const now: LinkedVideo[] = [
      { video_id: 20, instructor_id: 7, tag_ids: [1, 5] },
      { video_id: 21, instructor_id: 2, tag_ids: [] },
    ];
    expect(restore(tagGone, now).videos).toEqual([
      { video_id: 20, tag_ids: [1, 3, 5] },
      { video_id: 21, tag_ids: [3] },
    ]);
    const fewer: LinkedVideo[] = [{ video_id: 20, instructor_id: 7, tag_ids: [] }];
    expect(restore(tagGone, fewer).videos).toEqual([{ video_id: 20, tag_ids: [3] }]);
    const again: LinkedVideo[] = [{ video_id: 21, instructor_id: 2, tag_ids: [3] }];
    expect(restore(tagGone, again).videos).toEqual([]);
    expect(restore(tagGone, [], LOGINS).logins).toEqual([]);
  });

  it("gives a login its coach back only while it is still a coach's login with no coach", () => {
    const now: LinkedLogin[] = [
      { uid: 'uid-a', role: 'coach', coach_id: null },
      { uid: 'uid-b', role: 'coach', coach_id: 2 },
    ];
    expect(restore(coachGone, [], now).logins).toEqual([{ uid: 'uid-a', coach_id: 7 }]);
    const demoted: LinkedLogin[] = [{ uid: 'uid-a', role: 'front_desk', coach_id: null }];
    expect(restore(coachGone, [], demoted).logins).toEqual([]);
    // uid-b gone since: nothing to give back.
    expect(restore(coachGone, [], []).logins).toEqual([]);
  });
});

describe("undoing a coach's or tag's deletion", () => {
  const entry = (changes: AuditChange[], reverted_by: number | null = null) => ({ changes, reverted_by });
  const classDropped: AuditChange = {
    object_type: 'single_class',
    object_id: 10,
    kind: 'updated',
    fields: [{ field: 'instructor_ids', before: [2, 7], after: [2] }],
  };

  it('is allowed while the record is gone, with what the mocks log the delete did beside it', () => {
    const mocks = entry([classDropped, deletionOf()]);
    expect(restorableDeletion(mocks)).toBe(1);
    expect(decideRevert(mocks, [{ single_class_id: 10 }, undefined])).toEqual({ ok: true });
    expect(isRevertible(entry([deletionOf()]), [undefined])).toBe(true);
  });

  it('is refused once undone, or when the id is taken again', () => {
    const done = decideRevert(entry([deletionOf()], 40), [undefined]);
    expect(done).toMatchObject({
      ok: false,
      refusal: { status: 409, message: 'Este cambio ya se deshizo.' },
    });
    expect(decideRevert(entry([deletionOf()]), [{ instructor_id: 7 }])).toMatchObject({
      ok: false,
      refusal: { status: 409 },
    });
    expect(isRevertible(entry([deletionOf()]), [{ instructor_id: 7 }])).toBe(false);
  });

  it('stays refused for other deletions, two deletions, and a value the log did not keep', () => {
    const location = auditChange('location', 'location_id', { location_id: 1, name: 'Centro' }, undefined)!;
    const tag = auditChange('tag', 'tag_id', { tag_id: 3, name: 'Nuevo' }, undefined)!;
    const long = auditChange(
      'instructor',
      'instructor_id',
      { ...COACH, short_bio: 'x'.repeat(3000) },
      undefined,
    )!;
    for (const changes of [[location], [deletionOf(), tag], [long]]) {
      expect(restorableDeletion(entry(changes))).toBe(-1);
      expect(
        decideRevert(
          entry(changes),
          changes.map(() => undefined),
        ),
      ).toMatchObject({
        ok: false,
        refusal: { status: 400 },
      });
    }
  });
});
