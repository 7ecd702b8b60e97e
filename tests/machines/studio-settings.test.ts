import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createStudioSettingsActors } from '#machines/studio-settings/actors';
import { studioSettingsMachine, type SaveSettingsInput } from '#machines/studio-settings/machine';
import { selectIsDirty } from '#machines/studio-settings/selectors';
import type { AppConfigEntry } from '#src/api/entities';
import { api, unwrap } from '#src/api/client';
import { signInAs } from '#tests/support/sign-in';

const LOADED: AppConfigEntry[] = [
  { key: 'business_name', value: 'Lumen' },
  { key: 'primary', value: '#0f766e' },
  { key: 'hero_enabled', value: 'true' },
  { key: 'hero_order', value: '1' },
];

function start(save: (input: SaveSettingsInput) => Promise<AppConfigEntry[]>) {
  const notifySaved = vi.fn();
  const notifyUnchanged = vi.fn();
  const machine = studioSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => LOADED),
      saveSettings: fromPromise<AppConfigEntry[], SaveSettingsInput>(({ input }) => save(input)),
    },
    actions: { notifySaved: (_, entries) => notifySaved(entries), notifyUnchanged },
  });
  const actor = createActor(machine).start();
  return { actor, notifySaved, notifyUnchanged };
}

describe('the studio settings machine', () => {
  it('sends only what changed, once, and keeps it as the new starting point', async () => {
    const save = vi.fn(async ({ entries }: SaveSettingsInput) => [
      ...LOADED.filter((entry) => !entries.some((sent) => sent.key === entry.key)),
      ...entries,
    ]);
    const { actor, notifySaved } = start(save);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'settings.change', changes: { primary: '#b91c1c' } });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'settings.submit' });
    actor.send({ type: 'settings.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].entries).toEqual([{ key: 'primary', value: '#b91c1c' }]);
    expect(notifySaved).toHaveBeenCalledWith(expect.arrayContaining([{ key: 'primary', value: '#b91c1c' }]));
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('shows the Spanish errors and sends nothing while a value is wrong', async () => {
    const save = vi.fn(async () => LOADED);
    const { actor } = start(save);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'settings.change', changes: { primary: 'verde', hero_order: '0' } });
    actor.send({ type: 'settings.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      primary: 'Escribe un color como #1a2b3c.',
      hero_order: 'Escribe un número entre 1 y 99.',
    });
    expect(save).not.toHaveBeenCalled();
    // Fixing a value clears its message.
    actor.send({ type: 'settings.change', changes: { primary: '#123456' } });
    expect(actor.getSnapshot().context.errors).toEqual({ hero_order: 'Escribe un número entre 1 y 99.' });
  });

  it('says there is nothing to save without calling the server', async () => {
    const save = vi.fn(async () => LOADED);
    const { actor, notifyUnchanged } = start(save);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'settings.submit' });
    expect(notifyUnchanged).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, and can discard it', async () => {
    const { actor } = start(async () => {
      throw { kind: 'rejected', message: 'El paquete de inscripción no existe.' };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'settings.change', changes: { business_name: 'Lumen Polanco' } });
    actor.send({ type: 'settings.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.values.business_name).toBe('Lumen Polanco');
    expect(actor.getSnapshot().context.failure?.message).toBe('El paquete de inscripción no existe.');
    actor.send({ type: 'settings.discard' });
    expect(actor.getSnapshot().context.values.business_name).toBe('Lumen');
  });
});

describe('the settings calls against the mock server', () => {
  it('an admin changes the primary colour and GET /appconfig answers it', async () => {
    signInAs('admin');
    const actor = createActor(
      studioSettingsMachine.provide({ actors: createStudioSettingsActors() }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 15_000 });
    actor.send({ type: 'settings.change', changes: { primary: '#7c3aed' } });
    actor.send({ type: 'settings.submit' });
    await waitFor(actor, (s) => s.context.initial.primary === '#7c3aed' || s.context.failure !== null, {
      timeout: 15_000,
    });
    expect(actor.getSnapshot().context.failure).toBeNull();
    const { config } = await unwrap(api.GET('/appconfig'));
    expect(config).toEqual(expect.arrayContaining([{ key: 'primary', value: '#7c3aed' }]));
  });

  it('the server refuses a sign-up fee package that does not exist (400 next to the form)', async () => {
    signInAs('admin');
    const actor = createActor(
      studioSettingsMachine.provide({ actors: createStudioSettingsActors() }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 15_000 });
    actor.send({ type: 'settings.change', changes: { signup_fee: '99999' } });
    actor.send({ type: 'settings.submit' });
    await waitFor(actor, (s) => s.context.failure !== null, { timeout: 15_000 });
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      message: 'El paquete de inscripción no existe.',
    });
  });

  it('a customer cannot change the configuration (403)', async () => {
    signInAs('ana');
    const { response } = await api.PUT('/appconfig', {
      body: { config: [{ key: 'primary', value: '#000000' }] },
    });
    expect(response.status).toBe(403);
  });
});
