import { api, unwrap } from '#src/api/client';
import { toAppConfig, type AppConfig } from './app-config';

export async function loadAppConfig(): Promise<AppConfig> {
  const { config } = await unwrap(api.GET('/appconfig'));
  return toAppConfig(config);
}
