import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { AppConfig } from '../config/app-config';
import { AppConfigContext } from '../config/app-config-context';
import { useBranding } from '../config/branding';
import { PagesContext } from '../config/pages-context';
import { createStudioSystem } from '../config/theme';
import type { Page } from '#src/api/reads/pages';
import { AlertsOutlet } from '../ui/alerts';

export function Providers({
  config,
  pages,
  children,
}: {
  config: AppConfig;
  pages: readonly Page[];
  children: ReactNode;
}) {
  const system = useMemo(() => createStudioSystem(config), [config]);
  useBranding(config);
  return (
    <ChakraProvider value={system}>
      <AppConfigContext.Provider value={config}>
        <PagesContext.Provider value={pages}>
          {children}
          <AlertsOutlet />
        </PagesContext.Provider>
      </AppConfigContext.Provider>
    </ChakraProvider>
  );
}
