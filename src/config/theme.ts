import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { layoutOffset } from '#src/domain/banner';
import { contrastText } from '#src/domain/colour';
import type { AppConfig } from './app-config';

/** A configured colour, or a Chakra token reference when the studio did not set one. */
const or = (value: string | null, fallback: string) => ({ value: value ?? fallback });

/**
 * The studio's colours from the app configuration: `brand` (primary) as a Chakra colour palette,
 * so `colorPalette="brand"` works, and the secondary colours as `studio.*` tokens.
 */
export function createStudioSystem(config: AppConfig) {
  const { colors } = config;
  const hasBanner = config.bannerEnabled && config.bannerText !== '';
  const theme = defineConfig({
    // The header is fixed: anchors (`/#nosotros`) and focused elements must not hide under it.
    globalCss: { html: { scrollPaddingTop: `${layoutOffset(hasBanner)}px` } },
    theme: {
      tokens: { colors: { brand: { value: config.primary } } },
      semanticTokens: {
        colors: {
          'brand.solid': { value: '{colors.brand}' },
          // White or dark text, whichever is readable on the studio's primary.
          'brand.contrast': { value: contrastText(config.primary) },
          'brand.fg': { value: '{colors.brand}' },
          'brand.focusRing': { value: '{colors.brand}' },
          'brand.subtle': or(colors.primaryLight, '{colors.gray.100}'),
          'brand.muted': or(colors.primaryLight, '{colors.gray.200}'),
          'brand.emphasized': or(colors.dark, '{colors.brand}'),
          'studio.accent': or(colors.accent, '{colors.brand}'),
          'studio.dark': or(colors.dark, '{colors.gray.900}'),
          'studio.gray': or(colors.gray, '{colors.gray.500}'),
          'studio.light': or(colors.light, '{colors.gray.50}'),
          'studio.primaryLight': or(colors.primaryLight, '{colors.gray.100}'),
          // Chakra's red.500 error text is 3.8:1 on white, under WCAG AA's 4.5:1.
          'fg.error': { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  });
  return createSystem(defaultConfig, theme);
}
