/**
 * Colour rules for the studio's branding: reading the configured hex colours, deciding whether
 * the colour the page really shows is the configured primary, and picking a readable text colour.
 */
export type Rgb = readonly [number, number, number];

const HEX = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i;

/** `#rgb`, `#rrggbb` (alpha ignored) or `rgb()`; anything else (names, `var()`) is unreadable. */
export function parseColour(value: string | null | undefined): Rgb | null {
  const text = value?.trim() ?? '';
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/**
 * Whether the colour the page applies as its brand is the configured primary. Only a readable
 * pair that differs is a mismatch: a colour we cannot read proves nothing, and hiding the
 * studio's banner on a guess would lose its message.
 */
export function primaryMatches(configured: string, applied: string): boolean {
  const a = parseColour(configured);
  const b = parseColour(applied);
  if (!a || !b) return true;
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a202c';

/** White or near-black, whichever contrasts more with the background (WCAG contrast ratio). */
export function contrastText(background: string): string {
  const rgb = parseColour(background);
  if (!rgb) return LIGHT_TEXT;
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(parseColour(DARK_TEXT)!) + 0.05);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}

/** WCAG contrast ratio of two readable colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = parseColour(a);
  const y = parseColour(b);
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` of a readable colour, else null. */
export function toHex(value: string | null | undefined): string | null {
  const rgb = parseColour(value);
  return rgb ? `#${rgb.map(hex2).join('')}` : null;
}

/** `from` moved `amount` (0 to 1) of the way to `to`, as `#rrggbb`; both must be readable. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseColour(from) ?? [0, 0, 0];
  const b = parseColour(to) ?? [0, 0, 0];
  return `#${a.map((c, i) => hex2(c + (b[i]! - c) * amount)).join('')}`;
}

/**
 * `colour`, darkened in small steps until it reaches `ratio` against every background given:
 * the studio's colour where it is readable, the nearest readable shade of it where it is not.
 */
export function darkenUntilReadable(colour: string, backgrounds: readonly string[], ratio: number): string {
  let shade = toHex(colour) ?? DARK_TEXT;
  for (let step = 1; step <= 20; step += 1) {
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= ratio)) return shade;
    shade = mix(colour, '#000000', step * 0.05);
  }
  return shade;
}
