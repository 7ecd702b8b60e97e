import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { AppConfig } from '../config/app-config';
import { AppConfigContext } from '../config/app-config-context';
import { createStudioSystem } from '../config/theme';

export function Providers({ config, children }: { config: AppConfig; children: ReactNode }) {
  const system = useMemo(() => createStudioSystem(config), [config]);
  return (
    <ChakraProvider value={system}>
      <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>
    </ChakraProvider>
  );
}
