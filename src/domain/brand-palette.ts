import { contrastRatio, contrastText, darkenUntilReadable, LIGHT_TEXT, mix, toHex } from './colour';

/**
 * The studio's colours (app configuration `primary`, `accent`, `dark`, `gray`, `light`,
 * `primary-light`) turned into the semantic tokens Chakra's components read from a colour
 * palette (`solid`, `contrast`, `fg`, `muted`, `subtle`, `emphasized`, `focusRing`), with
 * readable text on each: what a button, a link, a focus ring or a selected state paints.
 */
export interface StudioColourInput {
  primary: string;
  accent: string | null;
  dark: string | null;
  gray: string | null;
  light: string | null;
  primaryLight: string | null;
}

export interface BrandPalette {
  /** The configured primary as given (the banner compares the page's brand with it). */
  base: string;
  solid: string;
  contrast: string;
  fg: string;
  muted: string;
  subtle: string;
  emphasized: string;
  focusRing: string;
  accent: string;
  dark: string;
  gray: string;
  light: string;
  primaryLight: string;
}

export const DEFAULT_PRIMARY = '#0f766e';
/** WCAG AA for body text; focus rings and large shapes need 3:1. */
const TEXT_RATIO = 4.5;
const SHAPE_RATIO = 3;
const WHITE = LIGHT_TEXT;

export interface PaletteResult {
  palette: BrandPalette;
  /** Why a configured colour was not used as given (the console says it once). */
  warnings: string[];
}

export function brandPalette(input: StudioColourInput): PaletteResult {
  const warnings: string[] = [];
  const read = (key: string, value: string | null): string | null => {
    if (value === null) return null;
    const hex = toHex(value);
    if (!hex) warnings.push(`El color "${key}" (${value}) no es válido; se usa uno por defecto.`);
    return hex;
  };
  const primary = read('primary', input.primary) ?? DEFAULT_PRIMARY;
  // A mid-tone primary reads badly with both white and dark text: darken the fill, not the text.
  const solid =
    contrastRatio(primary, contrastText(primary)) >= TEXT_RATIO
      ? primary
      : darkenUntilReadable(primary, [WHITE], TEXT_RATIO);
  const configuredLight = read('primary-light', input.primaryLight);
  const subtle = configuredLight ?? mix(primary, WHITE, 0.93);
  const muted = mix(primary, WHITE, 0.86);
  // Link and outline text must read on white and on the tinted backgrounds behind it.
  const fg = darkenUntilReadable(primary, [WHITE, subtle, muted], TEXT_RATIO);
  const dark = read('dark', input.dark) ?? mix(primary, '#000000', 0.6);
  return {
    palette: {
      base: input.primary,
      solid,
      contrast: contrastText(solid),
      fg,
      muted,
      subtle,
      emphasized: mix(primary, WHITE, 0.62),
      focusRing: darkenUntilReadable(primary, [WHITE], SHAPE_RATIO),
      accent: read('accent', input.accent) ?? primary,
      dark,
      gray: read('gray', input.gray) ?? '#6b7280',
      light: read('light', input.light) ?? '#f9fafb',
      primaryLight: subtle,
    },
    warnings,
  };
}
