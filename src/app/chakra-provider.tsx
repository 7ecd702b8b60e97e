import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { createThemeSystem } from '#src/config/theme';

// One system for the app's lifetime, shared by every island. Its global styles (reset, global
// CSS, token variables) are already in the built stylesheet and the studio's colours on the
// document (decision 042), so the provider is given none: each island would insert them again.
const system = createThemeSystem();
const withoutGlobals = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

/** Chakra's context for the components of one island (chakra-island.tsx loads this module). */
export function StudioChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={withoutGlobals}>{children}</ChakraProvider>;
}
