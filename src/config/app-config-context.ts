import { createContext, useContext } from 'react';
import type { AppConfig } from './app-config';

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs <AppConfigContext.Provider> (see src/app/providers.tsx)');
  return config;
}
