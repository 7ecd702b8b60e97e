import { describe, expect, it } from 'vitest';
import { brandPalette, DEFAULT_PRIMARY, type StudioColourInput } from '#src/domain/brand-palette';
import { contrastRatio } from '#src/domain/colour';

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
    for (const bg of ['#ffffff', palette.subtle, palette.muted]) {
      expect(contrastRatio(palette.fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(palette.focusRing, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('paints buttons with the configured primary when it is readable', () => {
    const { palette } = studio('#0F766E');
    expect(palette.solid).toBe('#0f766e');
    expect(palette.contrast).toBe('#ffffff');
    expect(palette.fg).toBe('#0f766e');
    expect(palette.base).toBe('#0F766E');
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
    expect(palette.solid).toBe(DEFAULT_PRIMARY);
    expect(palette.accent).toBe(DEFAULT_PRIMARY);
    expect(warnings).toEqual([
      'El color "primary" (azul) no es válido; se usa uno por defecto.',
      'El color "accent" (rgb(nope)) no es válido; se usa uno por defecto.',
    ]);
  });
});
