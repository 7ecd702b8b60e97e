import { describe, expect, it } from 'vitest';
import type { components } from '#src/api/schema.gen';
import { auditChange, decideRevert, isRevertible, restorableDeletion } from '#src/domain/admin/audit-log';
import { linksAtDeletion, planRestore, type LinkedClass } from '#src/domain/admin/audit-restore';

type AuditChange = components['schemas']['AuditChange'];

/** Coach 7 on class 10 (second of two) and class 11 (alone); class 12 without them. */
const CLASSES: LinkedClass[] = [
  { single_class_id: 11, instructor_ids: [7], tag_ids: [3] },
  { single_class_id: 10, instructor_ids: [2, 7], tag_ids: [1, 3] },
  { single_class_id: 12, instructor_ids: [2], tag_ids: [] },
];
const COACH = { instructor_id: 7, name: 'Sofía', last_name: null, file_id: 4 };

const deletionOf = (classes = CLASSES): AuditChange =>
  auditChange('instructor', 'instructor_id', COACH, undefined, linksAtDeletion('instructor', 7, classes))!;

describe('where a deleted coach or tag was', () => {
  it('keeps each class that listed it and its place there, by class', () => {
    expect(linksAtDeletion('instructor', 7, CLASSES)).toEqual([
      { object_type: 'single_class', object_id: 10, position: 1 },
      { object_type: 'single_class', object_id: 11, position: 0 },
    ]);
    expect(linksAtDeletion('tag', 3, CLASSES).map((link) => link.object_id)).toEqual([10, 11]);
    expect(linksAtDeletion('location', 7, CLASSES)).toEqual([]);
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
    expect(planRestore(deletionOf(), { classes: now, missingRefs: [] })).toEqual({
      record: { instructor_id: 7, name: 'Sofía', file_id: 4 },
      classes: [
        { single_class_id: 10, field: 'instructor_ids', ids: [2, 7] },
        { single_class_id: 11, field: 'instructor_ids', ids: [7] },
      ],
    });
  });

  it('skips a class deleted since and one that lists it again already', () => {
    const now: LinkedClass[] = [{ single_class_id: 11, instructor_ids: [5, 7], tag_ids: [] }];
    expect(planRestore(deletionOf(), { classes: now, missingRefs: [] }).classes).toEqual([]);
  });

  it('puts it last on a class that lists fewer now, and clears a link to an object gone since', () => {
    const now: LinkedClass[] = [
      { single_class_id: 10, instructor_ids: [], tag_ids: [] },
      { single_class_id: 11, instructor_ids: [9, 8], tag_ids: [] },
    ];
    const plan = planRestore(deletionOf(), { classes: now, missingRefs: ['file_id'] });
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
      linksAtDeletion('tag', 3, CLASSES),
    )!;
    const now: LinkedClass[] = [{ single_class_id: 10, instructor_ids: [2, 7], tag_ids: [1] }];
    expect(planRestore(tag, { classes: now, missingRefs: [] })).toEqual({
      record: { tag_id: 3, name: 'Nuevo' },
      classes: [{ single_class_id: 10, field: 'tag_ids', ids: [1, 3] }],
    });
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
