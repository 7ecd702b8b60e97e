import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  classEditorMachine,
  type ClassEditorInput,
  type SaveClassInput,
  type SingleClass,
} from '#machines/class-editor/machine';
import { emptyClassDraft } from '#src/domain/class-schedule';

// Wednesday 2026-11-18 10:00 in the studio (UTC−6).
const NOW = new Date('2026-11-18T16:00:00.000Z');
const refusal = { kind: 'notFound' as const, message: 'Clase no encontrada.' };

const newClass: ClassEditorInput = {
  classId: null,
  draft: emptyClassDraft('2026-11-18', null),
  reserved: 0,
  savedClassDate: null,
  now: NOW,
  offsetHours: 6,
};

function start(input: ClassEditorInput, fail = false) {
  const sent: SaveClassInput[] = [];
  const saved: SingleClass[] = [];
  let release: () => void = () => {};
  const machine = classEditorMachine.provide({
    actors: {
      saveClass: fromPromise<SingleClass, SaveClassInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            sent.push(input);
            release = () => (fail ? reject(refusal) : resolve({} as SingleClass));
          }),
      ),
    },
    actions: { notifySaved: (_, one) => saved.push(one) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, sent, saved, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const valid = { classTypeId: '4', locationId: '2', day: '2026-11-19', time: '20:45', capacity: '8' };

describe('class editor machine', () => {
  it('refuses a class in the past and a bad capacity before sending', () => {
    const { actor, sent } = start(newClass);
    actor.send({ type: 'class.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      classTypeId: 'required',
      locationId: 'required',
      capacity: 'required',
      time: 'required',
    });
    actor.send({ type: 'class.change', draft: { ...valid, day: '2026-11-17', capacity: '0' } });
    actor.send({ type: 'class.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ day: 'past', capacity: 'capacity' });
    expect(sent).toEqual([]);
  });

  it('refuses a capacity below the class reservations', () => {
    const { actor, sent } = start({
      ...newClass,
      classId: 5,
      draft: { ...newClass.draft, ...valid },
      reserved: 10,
      savedClassDate: '2026-11-19T20:45:00.000Z',
    });
    actor.send({ type: 'class.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ capacity: 'belowReserved' });
    expect(sent).toEqual([]);
  });

  it('lets a class that already started keep its date', () => {
    const { actor, sent } = start({
      ...newClass,
      classId: 5,
      draft: { ...newClass.draft, ...valid, day: '2026-11-18', time: '07:00' },
      savedClassDate: '2026-11-18T07:00:00.000Z',
    });
    actor.send({ type: 'class.submit' });
    expect(sent).toHaveLength(1);
  });

  it('saves once, with the body the contract expects', async () => {
    const { actor, sent, saved, release } = start(newClass);
    actor.send({ type: 'class.change', draft: { ...valid, instructorIds: [4] } });
    actor.send({ type: 'class.submit' });
    actor.send({ type: 'class.submit' });
    expect(sent).toEqual([
      {
        classId: null,
        body: {
          class_type_id: 4,
          class_date: '2026-11-19T20:45:00.000Z',
          location_id: 2,
          instructor_ids: [4],
          capacity: 8,
          tag_ids: [],
          class_package_id: null,
          description: null,
        },
      },
    ]);
    release();
    await settle();
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps every value typed and the server message when the save is refused', async () => {
    const { actor, saved, release } = start(newClass, true);
    actor.send({ type: 'class.change', draft: { ...valid, description: 'Trae tu tapete' } });
    actor.send({ type: 'class.submit' });
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    expect(actor.getSnapshot().context.draft).toMatchObject({ ...valid, description: 'Trae tu tapete' });
    expect(saved).toEqual([]);
  });
});
