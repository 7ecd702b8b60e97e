import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { classSeriesMachine, type ClassSeriesInput, type SingleClass } from '#machines/class-series/machine';
import type { ClassInputBody } from '#src/domain/class-schedule';
import type { Closure } from '#src/domain/class-series';
import { emptyClassDraft } from '#src/domain/class-schedule';

// Wednesday 2026-11-18 10:00 in the studio (UTC−6).
const NOW = new Date('2026-11-18T16:00:00.000Z');
const failure = { kind: 'rejected' as const, message: 'La ubicación no existe.' };

const input = (): ClassSeriesInput => ({
  draft: { ...emptyClassDraft('2026-11-18', 1), classTypeId: '3', capacity: '6' },
  series: { weekdays: [], time: '', startDay: '2026-11-18', endDay: '' },
  now: NOW,
  offsetHours: 6,
});

function start(options: { closures?: Closure[] | 'fail'; create?: 'fail' } = {}) {
  const sent: ClassInputBody[][] = [];
  const created: SingleClass[][] = [];
  let release: () => void = () => {};
  const machine = classSeriesMachine.provide({
    actors: {
      loadClosures: fromPromise<Closure[]>(async () => {
        if (options.closures === 'fail') throw failure;
        return options.closures ?? [{ date: '2026-11-30', reason: 'Día festivo' }];
      }),
      createSeries: fromPromise<SingleClass[], { classes: ClassInputBody[] }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            sent.push(input.classes);
            release = () => (options.create === 'fail' ? reject(failure) : resolve([]));
          }),
      ),
    },
    actions: { notifyCreated: (_, classes) => created.push(classes) },
  });
  const actor = createActor(machine, { input: input() }).start();
  return { actor, sent, created, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('class series machine', () => {
  it('keeps what is typed while the closed days are still loading', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loadingClosures');
    actor.send({ type: 'series.change', series: { weekdays: [3], time: '20:30' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.series).toMatchObject({ weekdays: [3], time: '20:30' });
  });

  it('says a series without days or with an end before its start is wrong, and sends nothing', async () => {
    const { actor, sent } = start();
    await settle();
    actor.send({ type: 'series.preview' });
    expect(actor.getSnapshot().context.errors).toEqual({
      weekdays: 'noDays',
      time: 'required',
      endDay: 'required',
    });
    actor.send({ type: 'series.change', series: { weekdays: [1], time: '06:15', endDay: '2026-11-17' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'series.preview' });
    expect(actor.getSnapshot().context.errors).toEqual({ endDay: 'endBeforeStart' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'series.create' });
    expect(sent).toEqual([]);
  });

  it('previews the classes, skipping the closed day and today gone by, and creates them once', async () => {
    const { actor, sent, created, release } = start();
    await settle();
    actor.send({
      type: 'series.change',
      series: { weekdays: [1, 3], time: '06:15', endDay: '2026-12-02' },
    });
    actor.send({ type: 'series.preview' });
    const preview = actor.getSnapshot().context.preview;
    expect(preview?.classDates).toEqual([
      '2026-11-23T06:15:00.000Z',
      '2026-11-25T06:15:00.000Z',
      '2026-12-02T06:15:00.000Z',
    ]);
    expect(preview?.skipped).toEqual([
      { day: '2026-11-18', why: 'past', reason: null },
      { day: '2026-11-30', why: 'closed', reason: 'Día festivo' },
    ]);
    actor.send({ type: 'series.create' });
    actor.send({ type: 'series.create' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((body) => body.class_date)).toEqual(preview?.classDates);
    expect(sent[0]![0]).toMatchObject({ class_type_id: 3, location_id: 1, capacity: 6 });
    release();
    await settle();
    expect(created).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes back to the form with everything kept', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'series.change', series: { weekdays: [5], time: '19:00', endDay: '2026-12-18' } });
    actor.send({ type: 'series.preview' });
    actor.send({ type: 'series.back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.series).toMatchObject({ weekdays: [5], time: '19:00' });
    expect(actor.getSnapshot().context.draft.capacity).toBe('6');
  });

  it('does not create an empty series', async () => {
    const { actor, sent } = start({ closures: [{ date: '2026-11-23', reason: null }] });
    await settle();
    actor.send({ type: 'series.change', series: { weekdays: [1], time: '06:15', endDay: '2026-11-23' } });
    actor.send({ type: 'series.preview' });
    expect(actor.getSnapshot().context.preview?.classDates).toEqual([]);
    actor.send({ type: 'series.create' });
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(sent).toEqual([]);
  });

  it('keeps the preview and shows the refusal when creating fails', async () => {
    const { actor, release } = start({ create: 'fail' });
    await settle();
    actor.send({ type: 'series.change', series: { weekdays: [2], time: '08:00', endDay: '2026-11-30' } });
    actor.send({ type: 'series.preview' });
    actor.send({ type: 'series.create' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    expect(actor.getSnapshot().context.preview?.classDates).toEqual(['2026-11-24T08:00:00.000Z']);
  });

  it('offers a retry when the closed days cannot be loaded', async () => {
    const { actor } = start({ closures: 'fail' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closuresFailed');
    expect(actor.getSnapshot().context.failure).toEqual(failure);
  });
});
