import type { Page } from '#src/api/entities';
import type { ReactNode } from 'react';
import type { AppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { useBranding } from '#src/config/branding';
import { useLiveAppConfig } from '#src/config/live-app-config';
import { PagesContext } from '#src/config/pages-context';
import { useStudioVars } from '#src/config/studio-vars';
import { AlertsOutlet } from '#src/ui/alerts';
import { InstallableApp } from './pwa/installable-app';

/**
 * What every screen reads: the configuration, the content pages, the studio's colours. Chakra is
 * not here: the screens that use it bring it with them (ChakraIsland, decision 042), so a page
 * of plain elements (the landing) loads and renders without it.
 */
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
  useStudioVars(config);
  useBranding(config);
  return (
    <AppConfigContext.Provider value={config}>
      <PagesContext.Provider value={pages}>
        {children}
        <AlertsOutlet />
        <InstallableApp />
      </PagesContext.Provider>
    </AppConfigContext.Provider>
  );
}
