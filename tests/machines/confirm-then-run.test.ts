import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { confirmThenRun } from '#machines/shared/confirm-then-run';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

type Event =
  { type: 'remove'; id: number } | { type: 'confirm' } | { type: 'dismiss' } | { type: 'note'; text: string };

const sampleSetup = setup({
  types: {
    context: {} as { id: number | null; note: string; log: string[] },
    events: {} as Event,
  },
  actors: { remove: notProvided<void, { id: number }>('sample', 'remove') },
  guards: { noted: ({ context }) => context.note !== '' },
  actions: {
    hold: assign(({ event }) => (event.type === 'remove' ? { id: event.id } : {})),
    release: assign({ id: null }),
    storeNote: assign(({ event }) => (event.type === 'note' ? { note: event.text } : {})),
    log: assign(({ context }, entry: string) => ({ log: [...context.log, entry] })),
  },
});

function sample(confirm: 'plain' | 'guarded') {
  return sampleSetup.createMachine({
    id: 'sample',
    context: { id: null, note: '', log: [] },
    initial: 'ready',
    states: {
      ready: { on: { remove: { target: 'asking', actions: 'hold' } } },
      ...confirmThenRun(sampleSetup, {
        confirming: 'asking',
        running: 'removing',
        tags: ['confirming'],
        confirm:
          confirm === 'plain'
            ? 'confirm'
            : {
                event: 'confirm',
                guard: 'noted',
                actions: { type: 'log', params: 'confirmed' },
                otherwise: { type: 'log', params: 'note missing' },
              },
        also: { note: { actions: 'storeNote' } },
        dismiss: { event: 'dismiss', target: 'ready', actions: 'release' },
        invoke: {
          src: 'remove',
          input: ({ context }) => ({ id: requireValue(context.id, 'the item to remove') }),
          onDone: { target: 'ready', actions: ['release', { type: 'log', params: 'done' }] },
          onError: { target: 'asking', actions: { type: 'log', params: 'failed' } },
        },
      }),
    },
  });
}

function start(confirm: 'plain' | 'guarded', remove: (id: number) => Promise<void>) {
  const machine = sample(confirm).provide({
    actors: { remove: fromPromise<void, { id: number }>(({ input }) => remove(input.id)) },
  });
  return createActor(machine).start();
}

describe('confirmThenRun: confirm → run → done / failed', () => {
  it('draws two plain states: the confirmation and the run, which invokes the actor by its name', () => {
    const { states } = sample('plain');
    expect(Object.keys(states)).toEqual(['ready', 'asking', 'removing']);
    expect([...states.asking!.tags]).toEqual(['confirming']);
    expect([...states.removing!.tags]).toEqual(['confirming', 'busy']);
    expect(states.removing!.invoke.map((invoke) => [invoke.id, invoke.src])).toEqual([['remove', 'remove']]);
    expect(Object.keys(states.asking!.on)).toEqual(['confirm', 'note', 'dismiss']);
  });

  it('runs the actor with the held id on confirm and ends in the done target', async () => {
    const removed: number[] = [];
    const actor = start('plain', async (id) => void removed.push(id));
    actor.send({ type: 'remove', id: 7 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('removing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(removed).toEqual([7]);
    expect(done.context).toMatchObject({ id: null, log: ['done'] });
  });

  it('goes to the failed target when the actor rejects', async () => {
    const actor = start('plain', async () => Promise.reject(new Error('no')));
    actor.send({ type: 'remove', id: 7 });
    actor.send({ type: 'confirm' });
    const failed = await waitFor(actor, (s) => s.matches('asking') && s.context.log.length > 0);
    expect(failed.context).toMatchObject({ id: 7, log: ['failed'] });
  });

  it('backs out on dismiss without running anything', () => {
    const actor = start('plain', async () => Promise.reject(new Error('must not run')));
    actor.send({ type: 'remove', id: 7 });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.id).toBeNull();
  });

  it('a guarded confirmation stays open with `otherwise` until its guard passes', async () => {
    const actor = start('guarded', async () => undefined);
    actor.send({ type: 'remove', id: 7 });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.log).toEqual(['note missing']);
    actor.send({ type: 'note', text: 'porque sí' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('removing');
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.log).toEqual(['note missing', 'confirmed', 'done']);
  });
});

describe('machines/shared stubs', () => {
  it('notProvided names the flow and the actor that was not provided', async () => {
    const machine = sampleSetup.createMachine({
      id: 'unprovided',
      context: { id: 1, note: '', log: [] },
      invoke: { src: 'remove', input: { id: 1 } },
    });
    const actor = createActor(machine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await waitFor(actor, (s) => s.status === 'error').catch(() => undefined);
    await Promise.resolve();
    expect(String(errors[0] ?? actor.getSnapshot().error)).toContain(
      'sample machine: provide the "remove" actor (machines/sample/actors.ts)',
    );
  });

  it('requireValue returns what is there and throws, naming it, when it is not', () => {
    expect(requireValue(0, 'a count')).toBe(0);
    expect(() => requireValue(null, 'the card to remove')).toThrow(/the card to remove/);
    expect(() => requireValue(undefined, 'the page')).toThrow(/the page/);
  });
});
