import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  byTransition,
  expectReplayEndsAsPath,
  pending,
  replay,
  untakenTransitions,
} from '#tests/support/machine-paths';
import { resourceEditMachine } from '#machines/resource-edit/machine';
import { resourceListMachine } from '#machines/resource-list/machine';
import type { FieldRule } from '#src/domain/resource-form';

/**
 * Model-based tests of the back-office's generic list and edit machines: every state is reached
 * by a path of user events and actor outcomes, each path replays on a running actor, every
 * transition the machines define is taken by some path, and the table below says where each
 * event leads from each state.
 */
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, kind = 'rejected') => ({
  type: `xstate.error.actor.${id}`,
  error: { kind, message: 'Ya existe una etiqueta con ese nombre.' },
});

function pathsOf(machine: AnyStateMachine, input: unknown, events: AnyEventObject[]) {
  return getShortestPaths(machine, {
    input,
    events: (snapshot) =>
      events.filter((event) => {
        const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        return !actorEvent || actorEvent[2]! in snapshot.children;
      }) as never,
    serializeState: byTransition as never,
  });
}

const FIELDS: FieldRule[] = [
  { name: 'name', kind: 'text', required: true },
  { name: 'price', kind: 'money' },
];

const EDIT_EVENTS: Record<string, AnyEventObject> = {
  'type a name': { type: 'edit.change', name: 'name', value: 'Fuerza' },
  'clear the name': { type: 'edit.change', name: 'name', value: '' },
  submit: { type: 'edit.submit' },
  delete: { type: 'edit.delete' },
  confirm: { type: 'edit.confirm' },
  cancel: { type: 'edit.cancel' },
  retry: { type: 'edit.retry' },
  loaded: done('loadRecord', { tag_id: 7, name: 'Yoga', price: 10 }),
  'load failed': error('loadRecord', 'notFound'),
  saved: done('saveRecord', { tag_id: 7, name: 'Fuerza' }),
  'save failed': error('saveRecord'),
  removed: done('removeRecord', undefined),
  'remove failed': error('removeRecord'),
};

const frozenEdit = resourceEditMachine.provide({
  actors: { loadRecord: pending(), saveRecord: pending(), removeRecord: pending() } as never,
});
const editInput = { id: '7', idKey: 'tag_id', fields: FIELDS };
const editPaths = pathsOf(frozenEdit, editInput, Object.values(EDIT_EVENTS));

describe('every path of the resource edit machine', () => {
  it('reaches every state but the transient start', () => {
    const reached = new Set(editPaths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(
      ['confirmingDelete', 'deleted', 'deleting', 'editing', 'loadFailed', 'loading', 'saving'].sort(),
    );
  });

  it.each(editPaths.map((path) => [String(path.state.value), path] as const))(
    'replays the path to %s on a running actor',
    (_, path) => expectReplayEndsAsPath(frozenEdit, path, editInput),
  );

  it('takes every transition the machine defines', () => {
    expect(
      untakenTransitions(resourceEditMachine, editPaths).filter((pair) => !pair.startsWith('start|')),
    ).toEqual([]);
  });

  it('sends a numeric id with PUT data and a new record without one, and submits once while saving', () => {
    const saves: unknown[] = [];
    const machine = resourceEditMachine.provide({
      actors: {
        saveRecord: fromPromise(async ({ input }) => {
          saves.push(input);
          return new Promise<never>(() => undefined);
        }),
      } as never,
    });
    const created = createActor(machine, { input: { id: 'nuevo', idKey: 'tag_id', fields: FIELDS } }).start();
    created.send({ type: 'edit.change', name: 'name', value: ' Fuerza ' });
    created.send({ type: 'edit.change', name: 'price', value: '99.5' });
    created.send({ type: 'edit.submit' });
    created.send({ type: 'edit.submit' });
    expect(created.getSnapshot().value).toBe('saving');
    expect(saves).toEqual([{ id: null, body: { name: 'Fuerza', price: 99.5 } }]);
  });

  it('keeps what was typed and shows Spanish errors instead of sending an invalid form', () => {
    const actor = replay(
      frozenEdit,
      [EDIT_EVENTS.loaded!, EDIT_EVENTS['clear the name']!, EDIT_EVENTS.submit!],
      editInput,
    );
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'Este campo es obligatorio.' });
    actor.send({ type: 'edit.change', name: 'price', value: '-3' });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().context.errors.price).toBe('No puede ser negativo.');
    expect(actor.getSnapshot().context.values.price).toBe('-3');
  });

  it('keeps the form and the server message after a failed save', () => {
    const actor = replay(
      frozenEdit,
      [EDIT_EVENTS.loaded!, EDIT_EVENTS['type a name']!, EDIT_EVENTS.submit!, EDIT_EVENTS['save failed']!],
      editInput,
    );
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.name).toBe('Fuerza');
    expect(actor.getSnapshot().context.failure?.message).toBe('Ya existe una etiqueta con ese nombre.');
  });
});

const LIST_EVENTS: Record<string, AnyEventObject> = {
  loaded: done('listRecords', [{ tag_id: 1, name: 'Yoga' }]),
  'load failed': error('listRecords', 'unavailable'),
  retry: { type: 'list.retry' },
  refresh: { type: 'list.refresh' },
  search: { type: 'list.search', search: 'yo' },
  sort: { type: 'list.sort', sorting: [{ id: 'name', desc: true }] },
  page: { type: 'list.page', pageIndex: 2 },
  'page size': { type: 'list.pageSize', pageSize: 25 },
  columns: { type: 'list.columns', hidden: ['tag_id'] },
  'row action': { type: 'list.rowAction', row: { tag_id: 1 } },
  'action done': done('rowAction', '¡Paquete agregado al home con éxito!'),
  'action failed': error('rowAction'),
};
const frozenList = resourceListMachine.provide({
  actors: { listRecords: pending(), rowAction: pending() } as never,
});
const listPaths = pathsOf(frozenList, {}, Object.values(LIST_EVENTS));

describe('every path of the resource list machine', () => {
  it('reaches every state', () => {
    expect([...new Set(listPaths.map((path) => String(path.state.value)))].sort()).toEqual(
      ['acting', 'failed', 'loading', 'ready'].sort(),
    );
  });

  it.each(listPaths.map((path) => [String(path.state.value), path] as const))(
    'replays the path to %s on a running actor',
    (_, path) => expectReplayEndsAsPath(frozenList, path, {}),
  );

  it('takes every transition the machine defines', () => {
    expect(untakenTransitions(resourceListMachine, listPaths)).toEqual([]);
  });

  it('starts a new search or page size on the first page, and keeps the view across a refresh', () => {
    const actor = replay(
      frozenList,
      [LIST_EVENTS.loaded!, LIST_EVENTS.page!, LIST_EVENTS.search!, LIST_EVENTS.sort!, LIST_EVENTS.refresh!],
      { hidden: ['tag_id'] },
    );
    const { pageIndex, search, sorting, hidden } = actor.getSnapshot().context;
    expect({ pageIndex, search, sorting, hidden }).toEqual({
      pageIndex: 0,
      search: 'yo',
      sorting: [{ id: 'name', desc: true }],
      hidden: ['tag_id'],
    });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('reads the list again after a row action and hands its message to the view', () => {
    const messages: string[] = [];
    const machine = frozenList.provide({
      actions: { notifyActionDone: (_, message: string) => void messages.push(message) },
    });
    const actor = replay(machine, [
      LIST_EVENTS.loaded!,
      LIST_EVENTS['row action']!,
      LIST_EVENTS['action done']!,
    ]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(messages).toEqual(['¡Paquete agregado al home con éxito!']);
  });
});
