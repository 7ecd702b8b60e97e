import { defineConfig } from '@chakra-ui/react';
import { layoutOffset } from '#src/domain/banner';
import { brandPalette } from '#src/domain/brand-palette';
import type { AppConfig } from './app-config';
import { warnConfigOnce } from './config-warnings';
import { createSlimSystem } from './theme-base';

/**
 * The studio's colours from the app configuration (rules in src/domain/brand-palette.ts) as
 * the `brand` colour palette: its semantic tokens are nested so Chakra writes them as CSS
 * variables (`--chakra-colors-brand-solid`…), and `brand` is the page's default palette, so
 * buttons, links, focus rings and selected states take the studio's colours unless a
 * component names another palette (decision 014).
 */
export function createStudioSystem(config: AppConfig) {
  const { palette, warnings } = brandPalette({ primary: config.primary, ...config.colors });
  warnings.forEach(warnConfigOnce);
  const value = (colour: string) => ({ value: colour });
  const hasBanner = config.bannerEnabled && config.bannerText !== '';
  const theme = defineConfig({
    globalCss: {
      // The header is fixed: anchors (`/#nosotros`) and focused elements must not hide under it.
      html: { scrollPaddingTop: `${layoutOffset(hasBanner)}px`, colorPalette: 'brand' },
    },
    theme: {
      semanticTokens: {
        colors: {
          brand: {
            DEFAULT: value(palette.base),
            solid: value(palette.solid),
            contrast: value(palette.contrast),
            fg: value(palette.fg),
            muted: value(palette.muted),
            subtle: value(palette.subtle),
            emphasized: value(palette.emphasized),
            focusRing: value(palette.focusRing),
          },
          studio: {
            accent: value(palette.accent),
            dark: value(palette.dark),
            gray: value(palette.gray),
            light: value(palette.light),
            primaryLight: value(palette.primaryLight),
          },
          // Chakra's red.500 error text is 3.8:1 on white, under WCAG AA's 4.5:1.
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        },
      },
    },
  });
  return createSlimSystem(theme);
}
