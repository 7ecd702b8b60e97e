import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Form } from '#src/api/entities';
import type { FlowFailure } from '#src/api/failures';
import { formBuilderMachine, type SaveFormInput } from '#machines/form-builder/machine';
import { selectIsDirty } from '#machines/form-builder/selectors';

const FORM = {
  form_id: 1,
  name: 'Registro',
  form_fields: [
    { key: 'phone', name: 'phone', label: 'Teléfono', type: 'phone', required: true, step: 1, order: 2 },
    { key: 'name', name: 'name', label: 'Nombre', type: 'text', required: true, step: 1, order: 1 },
  ],
} as unknown as Form;

function start(fail?: FlowFailure<'resource'>) {
  const saves: SaveFormInput[] = [];
  let release: () => void = () => {};
  const saved = vi.fn();
  const machine = formBuilderMachine.provide({
    actors: {
      loadForm: fromPromise<Form, { formId: number }>(async () => FORM),
      saveForm: fromPromise<Form, SaveFormInput>(({ input }) => {
        saves.push(input);
        return new Promise<Form>((resolve, reject) => {
          release = () =>
            fail ? reject(fail) : resolve({ ...FORM, form_fields: input.fields } as unknown as Form);
        });
      }),
    },
    actions: { notifySaved: saved },
  });
  const actor = createActor(machine, { input: { formId: 1 } }).start();
  return { actor, saves, saved, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const keys = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.fields.map((field) => field.key);

describe('form builder machine', () => {
  it('loads the form in step and order', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(keys(actor)).toEqual(['name', 'phone']);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('adds, moves, edits and removes fields', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'builder.add', fieldType: 'select' });
    expect(keys(actor)).toEqual(['name', 'phone', 'campo_3']);
    expect(actor.getSnapshot().context.fields[2]).toMatchObject({ step: 1, order: 3, options: [] });
    actor.send({ type: 'builder.move', index: 2, by: -1 });
    expect(keys(actor)).toEqual(['name', 'campo_3', 'phone']);
    actor.send({
      type: 'builder.update',
      index: 1,
      patch: { key: 'turno', label: 'Turno', options: [{ label: 'Mañana', value: 'Mañana' }] },
    });
    expect(actor.getSnapshot().context.fields[1]).toMatchObject({ key: 'turno', label: 'Turno', order: 2 });
    actor.send({ type: 'builder.remove', index: 2 });
    expect(keys(actor)).toEqual(['name', 'turno']);
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('shows the mistakes in Spanish and sends nothing', async () => {
    const { actor, saves } = start();
    await settle();
    actor.send({ type: 'builder.add', fieldType: 'select' });
    actor.send({ type: 'builder.update', index: 0, patch: { label: '' } });
    actor.send({ type: 'builder.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      0: { label: 'Escribe la etiqueta que verá el cliente.' },
      2: { options: 'Agrega al menos una opción.' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saves).toEqual([]);
  });

  it('saves once per click and is clean afterwards', async () => {
    const { actor, saves, saved, release } = start();
    await settle();
    actor.send({ type: 'builder.add', fieldType: 'text' });
    actor.send({ type: 'builder.submit' });
    actor.send({ type: 'builder.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.fields.map((field) => field.key)).toEqual(['name', 'phone', 'campo_3']);
    release();
    await settle();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('keeps every edit when the server says no', async () => {
    const { actor, saved, release } = start({ kind: 'rejected', message: 'La clave ya existe.' });
    await settle();
    actor.send({ type: 'builder.add', fieldType: 'text' });
    actor.send({ type: 'builder.update', index: 2, patch: { label: 'Alergias' } });
    actor.send({ type: 'builder.submit' });
    release();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.failure?.message).toBe('La clave ya existe.');
    expect(snapshot.context.fields[2]?.label).toBe('Alergias');
    expect(selectIsDirty(snapshot)).toBe(true);
    expect(saved).not.toHaveBeenCalled();
  });
});
