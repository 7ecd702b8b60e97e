import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, contrastText, parseColour, primaryMatches } from '#src/domain/colour';

describe('colours', () => {
  it('reads hex and rgb() colours', () => {
    expect(parseColour('#0f766e')).toEqual([15, 118, 110]);
    expect(parseColour(' #0F766E ')).toEqual([15, 118, 110]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#0f766eff')).toEqual([15, 118, 110]);
    expect(parseColour('rgb(15, 118, 110)')).toEqual([15, 118, 110]);
    expect(parseColour('rgba(15 118 110 / 50%)')).toEqual([15, 118, 110]);
    expect(parseColour('teal')).toBeNull();
    expect(parseColour('')).toBeNull();
  });

  it('compares the configured primary with the applied brand colour', () => {
    expect(primaryMatches('#0f766e', '#0F766E')).toBe(true);
    expect(primaryMatches('#0f766e', 'rgb(15, 118, 110)')).toBe(true);
    expect(primaryMatches('#0f766e', '#ff0000')).toBe(false);
  });

  it('does not call a colour it cannot read a mismatch', () => {
    expect(primaryMatches('#0f766e', '')).toBe(true);
    expect(primaryMatches('#0f766e', 'var(--other)')).toBe(true);
    expect(primaryMatches('teal', '#ff0000')).toBe(true);
  });

  it('picks the more readable text colour for a background', () => {
    expect(contrastText('#0f766e')).toBe(LIGHT_TEXT);
    expect(contrastText('#134e4a')).toBe(LIGHT_TEXT);
    expect(contrastText('#fde047')).toBe(DARK_TEXT);
    expect(contrastText('#ffffff')).toBe(DARK_TEXT);
    expect(contrastText('not a colour')).toBe(LIGHT_TEXT);
  });
});
