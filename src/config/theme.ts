import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import type { AppConfig } from './app-config';

/** The studio's colours from the app configuration become Chakra's `brand` palette. */
export function createStudioSystem(config: AppConfig) {
  const theme = defineConfig({
    theme: {
      tokens: { colors: { brand: { value: config.primary } } },
      semanticTokens: {
        colors: {
          'brand.solid': { value: '{colors.brand}' },
          'brand.contrast': { value: 'white' },
          'brand.fg': { value: '{colors.brand}' },
          'brand.focusRing': { value: '{colors.brand}' },
        },
      },
    },
  });
  return createSystem(defaultConfig, theme);
}
