import { brandPalette, DEFAULT_PRIMARY, type BrandPalette } from '#src/domain/brand-palette';
import type { AppConfig } from './app-config';

/** The brand tokens as the theme names them: `brand.*` and `studio.*` → palette fields. */
export const BRAND_TOKENS = {
  brand: {
    DEFAULT: 'base',
    solid: 'solid',
    contrast: 'contrast',
    fg: 'fg',
    muted: 'muted',
    subtle: 'subtle',
    emphasized: 'emphasized',
    focusRing: 'focusRing',
  },
  studio: {
    accent: 'accent',
    dark: 'dark',
    gray: 'gray',
    light: 'light',
    primaryLight: 'primaryLight',
  },
} as const satisfies Record<string, Record<string, keyof BrandPalette>>;

export const hasBanner = (config: AppConfig) => config.bannerEnabled && config.bannerText !== '';

/** The palette of a studio that configures no colours. */
export const defaultPalette = () =>
  brandPalette({
    primary: DEFAULT_PRIMARY,
    accent: null,
    dark: null,
    gray: null,
    light: null,
    primaryLight: null,
  }).palette;

/** A studio's palette from its configuration, with what was wrong with its colours. */
export const studioPalette = (config: AppConfig) =>
  brandPalette({ primary: config.primary, ...config.colors });
