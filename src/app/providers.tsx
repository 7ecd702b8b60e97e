import type { Page } from '#src/api/entities';
import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { AppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { useBranding } from '#src/config/branding';
import { useLiveAppConfig } from '#src/config/live-app-config';
import { PagesContext } from '#src/config/pages-context';
import { createStudioSystem } from '#src/config/theme';
import { AlertsOutlet } from '#src/ui/alerts';
import { InstallableApp } from './pwa/installable-app';

export function Providers({
  config: loaded,
  pages,
  children,
}: {
  config: AppConfig;
  pages: readonly Page[];
  children: ReactNode;
}) {
  // The settings screen may publish a newer configuration while the app runs.
  const config = useLiveAppConfig(loaded);
  const system = useMemo(() => createStudioSystem(config), [config]);
  useBranding(config);
  return (
    <ChakraProvider value={system}>
      <AppConfigContext.Provider value={config}>
        <PagesContext.Provider value={pages}>
          {children}
          <AlertsOutlet />
          <InstallableApp />
        </PagesContext.Provider>
      </AppConfigContext.Provider>
    </ChakraProvider>
  );
}
