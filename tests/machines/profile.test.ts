import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { profileMachine, type ProfileSaveFailure, type ProfileValues } from '#machines/profile/machine';
import {
  selectEditing,
  selectFieldFailure,
  selectFormFailure,
  selectSaving,
} from '#machines/profile/selectors';

/** Fake actors: saving answers as told; the reload settles when released. */
function start(refuse: ProfileSaveFailure | null = null) {
  const saved: ProfileValues[] = [];
  let releaseReload = () => undefined as void;
  const spies = { notifySaved: vi.fn(), notifyFailure: vi.fn() };
  const machine = profileMachine.provide({
    actors: {
      saveProfile: fromPromise<void, { values: ProfileValues }>(async ({ input }) => {
        saved.push(input.values);
        if (refuse) throw refuse;
      }),
      reloadCustomer: fromPromise<void>(() => new Promise<void>((resolve) => (releaseReload = resolve))),
    },
    actions: {
      notifySaved: spies.notifySaved,
      notifyFailure: (_, params) => spies.notifyFailure(params.message),
    },
  });
  const actor = createActor(machine).start();
  return { actor, saved, spies, release: () => releaseReload() };
}

const values = { name: 'Irene', phone: '5512345678' };

describe('the profile machine', () => {
  it('starts in the card view and only offers Editar', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('viewing');
    expect(selectEditing(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'profile.edit' })).toBe(true);
    expect(snapshot.can({ type: 'profile.save', values })).toBe(false);
    expect(snapshot.can({ type: 'profile.cancel' })).toBe(false);
  });

  it('edit → save → saving spinner → waits for the fresh customer → view, saying so', async () => {
    const { actor, saved, spies, release } = start();
    actor.send({ type: 'profile.edit' });
    expect(selectEditing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'profile.save', values });
    expect(selectSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('refreshing'));
    // Still the form with its spinner: the card must not show the old data.
    expect(selectSaving(actor.getSnapshot())).toBe(true);
    expect(selectEditing(actor.getSnapshot())).toBe(true);
    expect(spies.notifySaved).not.toHaveBeenCalled();
    release();
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(saved).toEqual([values]);
    expect(spies.notifySaved).toHaveBeenCalledTimes(1);
    expect(spies.notifyFailure).not.toHaveBeenCalled();
  });

  it('Cancelar goes back to the card without saving', () => {
    const { actor, saved } = start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(saved).toEqual([]);
  });

  it.each([
    [{ kind: 'phoneTaken', message: 'Ya existe una cuenta con ese número de teléfono' }, 'phone'],
    [{ kind: 'emailTaken', message: 'Ya existe una cuenta con ese correo.' }, 'email'],
    [{ kind: 'upload', field: 'file', message: 'Archivo muy grande' }, 'file'],
  ] as const)(
    'a refused field (%o) stays in the form, under %s, without an alert',
    async (failure, field) => {
      const { actor, spies } = start(failure);
      actor.send({ type: 'profile.edit' });
      actor.send({ type: 'profile.save', values });
      await waitFor(actor, (s) => s.matches('editing'));
      const snapshot = actor.getSnapshot();
      expect(selectFieldFailure(snapshot)).toEqual({ field, message: failure.message });
      expect(selectFormFailure(snapshot)).toBeNull();
      expect(spies.notifyFailure).not.toHaveBeenCalled();
      expect(spies.notifySaved).not.toHaveBeenCalled();
    },
  );

  it.each([
    { kind: 'rejected', message: 'Debes agregar tu nombre.' },
    { kind: 'unavailable', message: 'Failed to fetch' },
  ] as const)('a refused save (%o) stays in the form and alerts', async (failure) => {
    const { actor, spies } = start(failure);
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save', values });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectFormFailure(actor.getSnapshot())).toBe(failure.message);
    expect(spies.notifyFailure).toHaveBeenCalledWith(failure.message);
  });

  it('a new attempt clears the last failure', async () => {
    const { actor } = start({ kind: 'rejected', message: 'No' });
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save', values });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.save', values });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('an unknown error is reported as unavailable', async () => {
    const machine = profileMachine.provide({
      actors: {
        saveProfile: fromPromise<void, { values: ProfileValues }>(async () => {
          throw new Error('boom');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save', values });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unavailable', message: 'boom' });
  });
});
