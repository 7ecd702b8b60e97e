import { assign, setup } from 'xstate';
import type { AppConfigEntry } from '#src/api/entities';
import type { FlowFailure } from '#src/api/failures';
import {
  changedEntries,
  settingsValuesOf,
  validateSettings,
  type SettingsErrors,
  type SettingsValues,
} from '#src/domain/studio-settings';
import { notProvided } from '#machines/shared/not-provided';

export interface StudioSettingsContext {
  values: SettingsValues;
  /** What was loaded or last saved: leaving with other values asks first, and only the difference is sent. */
  initial: SettingsValues;
  errors: SettingsErrors;
  failure: FlowFailure<'resource'> | null;
}

export type StudioSettingsEvent =
  | { type: 'settings.change'; changes: Readonly<Record<string, string>> }
  | { type: 'settings.submit' }
  | { type: 'settings.discard' }
  | { type: 'settings.retry' };

export interface SaveSettingsInput {
  entries: { key: string; value: string }[];
}

/**
 * The studio's settings (the app configuration): load them, edit, check every value in Spanish
 * before sending, send only what changed, once per click (more clicks while saving do nothing),
 * and keep everything typed when the server says no. The saved configuration goes to the view,
 * which hands it to the running site.
 */
export const studioSettingsMachine = setup({
  types: {
    context: {} as StudioSettingsContext,
    events: {} as StudioSettingsEvent,
  },
  actors: {
    loadSettings: notProvided<AppConfigEntry[]>('studio-settings', 'loadSettings'),
    saveSettings: notProvided<AppConfigEntry[], SaveSettingsInput>('studio-settings', 'saveSettings'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(validateSettings(context.values)).length > 0,
    isUnchanged: ({ context }) => changedEntries(context.values, context.initial).length === 0,
  },
  actions: {
    storeLoaded: assign((_, entries: AppConfigEntry[]) => {
      const values = settingsValuesOf(entries);
      return { values, initial: values, errors: {}, failure: null };
    }),
    storeSaved: assign(({ context }, entries: AppConfigEntry[]) => {
      // What came back is the truth; values typed meanwhile cannot exist (the form is busy).
      const values = { ...context.values, ...settingsValuesOf(entries) };
      return { values, initial: values, failure: null };
    }),
    change: assign(({ context }, changes: Readonly<Record<string, string>>) => {
      const errors = { ...context.errors };
      for (const key of Object.keys(changes)) delete errors[key];
      return { values: { ...context.values, ...changes }, errors };
    }),
    discard: assign(({ context }) => ({ values: context.initial, errors: {}, failure: null })),
    showErrors: assign({ errors: ({ context }) => validateSettings(context.values) }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    clearFailure: assign({ failure: null }),
    /** The view's success notice and the new configuration for the running site. */
    notifySaved: (_, _entries: AppConfigEntry[]) => {},
    notifyUnchanged: () => {},
  },
}).createMachine({
  id: 'studio-settings',
  description: 'Ajustes del estudio (cargar, validar, enviar solo lo cambiado una vez, conservar lo escrito)',
  context: { values: {}, initial: {}, errors: {}, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    loadFailed: { on: { 'settings.retry': { target: 'loading', actions: 'clearFailure' } } },
    editing: {
      on: {
        'settings.change': { actions: { type: 'change', params: ({ event }) => event.changes } },
        'settings.discard': { actions: 'discard' },
        'settings.submit': [
          { guard: 'isInvalid', actions: 'showErrors' },
          { guard: 'isUnchanged', actions: 'notifyUnchanged' },
          { target: 'saving', actions: 'clearFailure' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ entries: changedEntries(context.values, context.initial) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            { type: 'notifySaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
  },
});
