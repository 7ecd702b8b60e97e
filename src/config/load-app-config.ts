import { api, unwrap } from '#src/api/client';
import { toAppConfig, type AppConfig, type AppConfigEntry } from './app-config';

/** GET /appconfig as the server sends it (the entries are what the boot cache keeps). */
export async function loadAppConfigEntries(): Promise<AppConfigEntry[]> {
  return (await unwrap(api.GET('/appconfig'))).config;
}

export async function loadAppConfig(): Promise<AppConfig> {
  return toAppConfig(await loadAppConfigEntries());
}
