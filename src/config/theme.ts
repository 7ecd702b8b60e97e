import { defineConfig } from '@chakra-ui/react';
import { layoutOffset } from '#src/domain/banner';
import type { BrandPalette } from '#src/domain/brand-palette';
import type { AppConfig } from './app-config';
import { warnConfigOnce } from './config-warnings';
import { BRAND_TOKENS, defaultPalette, hasBanner, studioPalette } from './studio-palette';
import { createSlimSystem } from './theme-base';

/**
 * The studio theme: the slim theme plus the `brand` colour palette, whose semantic tokens are
 * nested so Chakra writes them as CSS variables (`--chakra-colors-brand-solid`…), and `brand`
 * is the page's default palette, so buttons, links, focus rings and selected states take the
 * studio's colours unless a component names another palette (decision 014).
 *
 * Built once for every studio (decision 042): its CSS (reset, global styles, token variables) is
 * written at build time into the entry's stylesheet, and the studio's own colours and header
 * offset are set as CSS variables at run time (studio-vars.ts), which win over the built ones.
 */
export function createThemeSystem(palette: BrandPalette = defaultPalette(), banner = false) {
  const value = (colour: string) => ({ value: colour });
  const group = <G extends keyof typeof BRAND_TOKENS>(name: G) =>
    Object.fromEntries(
      Object.entries(BRAND_TOKENS[name]).map(([token, field]) => [token, value(palette[field])]),
    );
  const theme = defineConfig({
    globalCss: {
      // The header is fixed: anchors (`/#nosotros`) and focused elements must not hide under it.
      html: { scrollPaddingTop: `${layoutOffset(banner)}px`, colorPalette: 'brand' },
    },
    theme: {
      semanticTokens: {
        colors: {
          brand: group('brand'),
          studio: group('studio'),
          // Chakra's red.500 error text is 3.8:1 on white, under WCAG AA's 4.5:1.
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        },
      },
    },
  });
  return createSlimSystem(theme);
}

/**
 * One studio's whole theme in a system, its colours included: for tests and tools that render
 * with Chakra's own global styles instead of the built stylesheet.
 */
export function createStudioSystem(config: AppConfig) {
  const { palette, warnings } = studioPalette(config);
  warnings.forEach(warnConfigOnce);
  return createThemeSystem(palette, hasBanner(config));
}
