import { describe, expect, it } from 'vitest';
import { brandPalette, DEFAULT_PRIMARY, type StudioColourInput } from '#src/domain/brand-palette';
import { contrastRatio, mix } from '#src/domain/colour';

const unset = { accent: null, dark: null, gray: null, light: null, primaryLight: null };
const studio = (primary: string, more: Partial<StudioColourInput> = {}) =>
  brandPalette({ primary, ...unset, ...more });

describe('the brand palette from the studio colours', () => {
  it.each([
    ['a dark teal', '#0f766e'],
    ['an orange', '#c2410c'],
    ['a light yellow', '#fde047'],
    ['a mid amber', '#f59e0b'],
    ['a pale pink', '#fbcfe8'],
    ['near black', '#111111'],
  ])('keeps every text readable for %s (%s)', (_, primary) => {
    const { palette } = studio(primary);
    expect(contrastRatio(palette.solid, palette.contrast)).toBeGreaterThanOrEqual(4.5);
    // Solid buttons lighten to 90% over white on hover: still readable.
    expect(contrastRatio(mix(palette.solid, '#ffffff', 0.1), palette.contrast)).toBeGreaterThanOrEqual(4.5);
    for (const bg of ['#ffffff', palette.subtle, palette.muted]) {
      expect(contrastRatio(palette.fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(palette.focusRing, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('paints buttons and links with the configured primary when it is readable', () => {
    const { palette } = studio('#9A3412');
    expect(palette.solid).toBe('#9a3412');
    expect(palette.contrast).toBe('#ffffff');
    expect(palette.fg).toBe('#9a3412');
    expect(palette.base).toBe('#9A3412');
  });

  it('takes a slightly darker fill when white text would not read on hover', () => {
    // The seed's teal is 5.5:1 at rest but 4.49:1 at 90% on hover.
    const { palette } = studio('#0f766e');
    expect(palette.solid).not.toBe('#0f766e');
    expect(contrastRatio(palette.solid, '#0f766e')).toBeLessThan(1.2);
    expect(palette.fg).toBe('#0f766e');
  });

  it('gives a light primary dark text instead of white', () => {
    expect(studio('#fde047').palette.contrast).toBe('#1a202c');
  });

  it('uses primary-light for tinted backgrounds and the secondary colours as given', () => {
    const { palette } = studio('#0f766e', {
      primaryLight: '#ccfbf1',
      accent: '#f0abfc',
      dark: '#134e4a',
      gray: '#6b7280',
      light: '#f0fdfa',
    });
    expect(palette).toMatchObject({
      subtle: '#ccfbf1',
      primaryLight: '#ccfbf1',
      accent: '#f0abfc',
      dark: '#134e4a',
      gray: '#6b7280',
      light: '#f0fdfa',
    });
  });

  it('falls back for malformed colours and says which', () => {
    const { palette, warnings } = studio('azul', { accent: 'rgb(nope)' });
    expect(palette.base).toBe(DEFAULT_PRIMARY);
    expect(palette.fg).toBe(DEFAULT_PRIMARY);
    expect(palette.accent).toBe(DEFAULT_PRIMARY);
    expect(warnings).toEqual([
      'El color "primary" (azul) no es válido; se usa uno por defecto.',
      'El color "accent" (rgb(nope)) no es válido; se usa uno por defecto.',
    ]);
  });
});
