import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import type { AppConfigEntry } from '#src/api/entities';
import { failAs } from '#src/api/failures';
import type { SaveSettingsInput } from './machine';

/** The real calls of the settings screen: GET /appconfig, and the inferred PUT /appconfig. */
export function createStudioSettingsActors() {
  return {
    loadSettings: fromPromise<AppConfigEntry[]>(() =>
      failAs('resource', async () => (await unwrap(api.GET('/appconfig'))).config),
    ),
    saveSettings: fromPromise<AppConfigEntry[], SaveSettingsInput>(({ input }) =>
      failAs(
        'resource',
        async () => (await unwrap(api.PUT('/appconfig', { body: { config: input.entries } }))).config,
      ),
    ),
  };
}
