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
  /** The configured primary as given, when readable (the banner compares the page's brand with it). */
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
  const solid = readableSolid(primary);
  const configuredLight = read('primary-light', input.primaryLight);
  const subtle = configuredLight ?? mix(primary, WHITE, 0.93);
  const muted = mix(primary, WHITE, 0.86);
  // Link and outline text must read on white and on the tinted backgrounds behind it.
  const fg = darkenUntilReadable(primary, [WHITE, subtle, muted], TEXT_RATIO);
  const dark = read('dark', input.dark) ?? mix(primary, '#000000', 0.6);
  return {
    palette: {
      base: toHex(input.primary) ? input.primary : primary,
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

/** Chakra's solid buttons lighten on hover to 90% of their colour over the page. */
const hovered = (colour: string) => mix(colour, WHITE, 0.1);

/**
 * The primary as the fill of solid buttons, when its text reads at 4.5:1 at rest and on hover;
 * otherwise the nearest darker shade that does (with white text).
 */
function readableSolid(primary: string): string {
  const text = contrastText(primary);
  const reads = (fill: string, on: string) =>
    contrastRatio(fill, on) >= TEXT_RATIO && contrastRatio(hovered(fill), on) >= TEXT_RATIO;
  if (reads(primary, text)) return primary;
  for (let step = 1; step <= 20; step += 1) {
    const shade = mix(primary, '#000000', step * 0.05);
    if (reads(shade, WHITE)) return shade;
  }
  return mix(primary, '#000000', 1);
}
