import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { CLASS_TYPE, INSTRUCTOR, LOCATION, TAG } from '#mocks/seed/catalogue';
import { targets, useTarget } from './support/targets';

/**
 * Undoing the deletion of a coach or a tag from the audit log (issue 31, decision 086): the
 * record comes back and so do its places on the classes it was on, once, on the mocks and the
 * server alike. The suite's clock is Wednesday 2026-11-25 at the studio.
 */
const OPERATIONS = [
  'createInstructor',
  'deleteInstructor',
  'getInstructor',
  'createTag',
  'deleteTag',
  'getTag',
  'createSingleClass',
  'getSingleClass',
  'adminListAudit',
  'adminRevertAudit',
  'listVideos',
  'getVideo',
  'listStaff',
  'updateStaffRole',
];

const byId = (id: number) => ({ params: { path: { id } } });
/** A class next week at the studio (decision 004), with the coaches and tags given. */
const aClass = (day: number, instructor_ids: number[], tag_ids: number[]) => ({
  class_type_id: CLASS_TYPE.pilates,
  class_date: `2026-12-0${day}T10:30:00.000Z`,
  location_id: LOCATION.roma,
  instructor_ids,
  tag_ids,
  capacity: 5,
});

describe.each(targets(OPERATIONS))("undoing a coach's or tag's deletion on $name", (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');
  const schedule = async (day: number, instructor_ids: number[], tag_ids: number[]) =>
    (await admin().POST('/single_class/admin', { body: aClass(day, instructor_ids, tag_ids) })).data!
      .single_class.single_class_id;
  /** A class's coaches (in order) and tags, as anyone reads them. */
  const linksOf = async (id: number) => {
    const found = (await target.api().GET('/single_class/single/{id}', byId(id))).data!.single_class;
    return {
      coaches: found.class_instructors.map((coach) => coach.instructor_id),
      tags: (found.tags ?? []).map((tag) => tag.tag_id).sort((a, b) => a - b),
    };
  };
  const deletionOf = async (object_type: string, object_id: number) => {
    const { data } = await admin().GET('/audit', { params: { query: { object_type, object_id } } });
    return data!.entries.find((entry) => entry.changes.some((change) => change.kind === 'deleted'))!;
  };
  const revert = (id: number) => admin().POST('/audit/{id}/revert', byId(id));

  async function newCoach() {
    const body = { name: 'Lupita', last_name: 'Ríos', short_bio: 'Pilates y barre.' };
    return (await admin().POST('/instructors', { body })).data!.instructor.instructor_id;
  }

  /** The library's videos found by a filter (one page of 32 holds them), as a customer reads them. */
  const videosWith = async (query: { instructor_id?: number; tag_id?: number }) => {
    const { data } = await target.api('ana').GET('/videos', { params: { query } });
    expect(data!.total).toBe(data!.videos.length);
    return data!.videos.map((video) => video.video_id).sort((a, b) => a - b);
  };
  const videoOf = async (id: number) => {
    const { video } = (await target.api('ana').GET('/videos/{id}', byId(id))).data!;
    return { coach: video.instructor?.instructor_id ?? null, tags: (video.tags ?? []).map((t) => t.tag_id) };
  };
  /** The coach persona's login, as the owner's team list shows it. */
  const coachLogin = async () =>
    (await admin().GET('/admin/staff')).data!.staff.find((user) => user.uid === personas.coach.uid)!;

  it('puts a deleted coach back on the two classes she taught, in her place, once', async () => {
    const lupita = await newCoach();
    const second = await schedule(2, [INSTRUCTOR.sofia, lupita], []);
    const alone = await schedule(3, [lupita], [TAG.principiantes]);
    expect((await admin().DELETE('/instructors/{id}', byId(lupita))).response.status).toBe(200);
    expect(await linksOf(second)).toEqual({ coaches: [INSTRUCTOR.sofia], tags: [] });
    expect(await linksOf(alone)).toEqual({ coaches: [], tags: [TAG.principiantes] });

    const entry = await deletionOf('instructor', lupita);
    expect(entry).toMatchObject({ action: `DELETE /instructors/${lupita}`, revertible: true });
    expect(entry.changes.find((change) => change.kind === 'deleted')!.links).toEqual([
      { object_type: 'single_class', object_id: second, position: 1 },
      { object_type: 'single_class', object_id: alone, position: 0 },
    ]);

    // Two staff pressing 'Deshacer' together: one undoes it, the other is told it is done.
    const both = await Promise.all([revert(entry.audit_id), revert(entry.audit_id)]);
    expect(both.map(({ response }) => response.status).sort()).toEqual([200, 409]);
    expect(both.map(({ data, error }) => data?.message ?? error?.message).sort()).toEqual([
      'Cambio deshecho.',
      'Este cambio ya se deshizo.',
    ]);
    const back = (await target.api().GET('/instructors/{id}', byId(lupita))).data!.instructor;
    expect(back).toMatchObject({ instructor_id: lupita, name: 'Lupita', last_name: 'Ríos' });
    expect(await linksOf(second)).toEqual({ coaches: [INSTRUCTOR.sofia, lupita], tags: [] });
    expect(await linksOf(alone)).toEqual({ coaches: [lupita], tags: [TAG.principiantes] });
    expect(await deletionOf('instructor', lupita)).toMatchObject({ revertible: false });
    const [undo] = (
      await admin().GET('/audit', { params: { query: { object_type: 'instructor', object_id: lupita } } })
    ).data!.entries;
    expect(undo).toMatchObject({ reverts: entry.audit_id, revertible: false });
    expect(undo!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ object_type: 'instructor', object_id: lupita, kind: 'created' }),
        expect.objectContaining({
          object_type: 'single_class',
          object_id: second,
          kind: 'updated',
          fields: [
            { field: 'instructor_ids', before: [INSTRUCTOR.sofia], after: [INSTRUCTOR.sofia, lupita] },
          ],
        }),
      ]),
    );
    expect(undo!.changes).toHaveLength(3);
    const again = await revert(entry.audit_id);
    expect([again.response.status, again.error?.message]).toEqual([409, 'Este cambio ya se deshizo.']);
    expect(await linksOf(second)).toEqual({ coaches: [INSTRUCTOR.sofia, lupita], tags: [] });
  });

  it('puts a deleted tag back on the two classes it labelled', async () => {
    const tag = (await admin().POST('/tags', { body: { name: 'Festivo', color: '#aa0000' } })).data!.tag;
    const both = await schedule(2, [INSTRUCTOR.sofia], [TAG.principiantes, tag.tag_id]);
    const only = await schedule(3, [INSTRUCTOR.diego], [tag.tag_id]);
    await admin().DELETE('/tags/{id}', byId(tag.tag_id));
    expect((await linksOf(both)).tags).toEqual([TAG.principiantes]);
    expect((await linksOf(only)).tags).toEqual([]);

    const entry = await deletionOf('tag', tag.tag_id);
    expect((await revert(entry.audit_id)).data?.message).toBe('Cambio deshecho.');
    expect((await target.api().GET('/tags/{id}', byId(tag.tag_id))).data!.tag).toMatchObject(tag);
    expect(await linksOf(both)).toEqual({
      coaches: [INSTRUCTOR.sofia],
      tags: [TAG.principiantes, tag.tag_id],
    });
    expect(await linksOf(only)).toEqual({ coaches: [INSTRUCTOR.diego], tags: [tag.tag_id] });
  });

  it('skips a class gone since the deletion, and still restores the others', async () => {
    const lupita = await newCoach();
    const kept = await schedule(2, [lupita], []);
    const gone = await schedule(3, [lupita, INSTRUCTOR.diego], []);
    await admin().DELETE('/instructors/{id}', byId(lupita));
    await target.dropClass(gone);

    const entry = await deletionOf('instructor', lupita);
    expect(entry.revertible).toBe(true);
    expect((await revert(entry.audit_id)).data?.message).toBe('Cambio deshecho.');
    expect((await linksOf(kept)).coaches).toEqual([lupita]);
    expect((await target.api().GET('/single_class/single/{id}', byId(gone))).response.status).toBe(404);
  });

  it("gives a deleted coach's videos and staff login their coach back, skipping a video gone since", async () => {
    const mariana = INSTRUCTOR.mariana;
    const hers = await videosWith({ instructor_id: mariana });
    expect(hers.length).toBeGreaterThan(2);
    expect(await coachLogin()).toMatchObject({ role: 'coach', coach_id: mariana });
    await admin().DELETE('/instructors/{id}', byId(mariana));
    expect(await videoOf(hers[0]!)).toMatchObject({ coach: null });
    expect(await coachLogin()).toMatchObject({ role: 'coach', coach_id: null });
    const gone = hers.at(-1)!;
    await target.dropVideo(gone);

    const entry = await deletionOf('instructor', mariana);
    const links = entry.changes.find((change) => change.kind === 'deleted')!.links!;
    expect(links.filter((link) => link.object_type !== 'single_class')).toEqual([
      ...hers.map((video_id) => ({ object_type: 'video', object_id: video_id, position: 0 })),
      { object_type: 'user', object_id: personas.coach.uid, position: 0 },
    ]);
    expect((await revert(entry.audit_id)).data?.message).toBe('Cambio deshecho.');
    for (const video_id of hers.slice(0, -1)) expect((await videoOf(video_id)).coach).toBe(mariana);
    expect(await videosWith({ instructor_id: mariana })).toEqual(hers.slice(0, -1));
    expect(await coachLogin()).toMatchObject({ role: 'coach', coach_id: mariana });
    const [undo] = (
      await admin().GET('/audit', { params: { query: { object_type: 'instructor', object_id: mariana } } })
    ).data!.entries;
    expect(undo!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          object_type: 'video',
          object_id: hers[0],
          kind: 'updated',
          fields: [{ field: 'instructor_id', before: null, after: mariana }],
        }),
        expect.objectContaining({
          object_type: 'user',
          object_id: personas.coach.uid,
          kind: 'updated',
          fields: [{ field: 'coach_id', before: null, after: mariana }],
        }),
      ]),
    );
    expect(undo!.changes.some((change) => change.object_type === 'video' && change.object_id === gone)).toBe(
      false,
    );
  });

  it('leaves a staff login the owner gave another coach meanwhile as it is', async () => {
    await admin().DELETE('/instructors/{id}', byId(INSTRUCTOR.mariana));
    const body = { role: 'coach' as const, coach_id: INSTRUCTOR.diego };
    const moved = await admin().PUT('/admin/staff/{uid}', {
      params: { path: { uid: personas.coach.uid } },
      body,
    });
    expect(moved.response.status).toBe(200);

    const entry = await deletionOf('instructor', INSTRUCTOR.mariana);
    expect((await revert(entry.audit_id)).data?.message).toBe('Cambio deshecho.');
    expect(await coachLogin()).toMatchObject({ role: 'coach', coach_id: INSTRUCTOR.diego });
  });

  it('puts a deleted tag back on its videos, among their tags', async () => {
    const labelled = await videosWith({ tag_id: TAG.flexibilidad });
    expect(labelled.length).toBeGreaterThan(1);
    const before = await Promise.all(labelled.map(videoOf));
    expect(before.some(({ tags }) => tags.length > 1)).toBe(true);
    await admin().DELETE('/tags/{id}', byId(TAG.flexibilidad));
    expect((await videoOf(labelled[0]!)).tags).not.toContain(TAG.flexibilidad);

    const entry = await deletionOf('tag', TAG.flexibilidad);
    expect((await revert(entry.audit_id)).data?.message).toBe('Cambio deshecho.');
    expect(await Promise.all(labelled.map(videoOf))).toEqual(before);
    expect(await videosWith({ tag_id: TAG.flexibilidad })).toEqual(labelled);
  });
});
