import { describe, expect, it } from 'vitest';
import { toAppConfig } from '#src/config/app-config';
import { studioPalette } from '#src/config/studio-palette';
import { studioVars } from '#src/config/studio-vars';
import { createStudioSystem } from '#src/config/theme';
import { themeCss } from '#scripts/theme-css';

/**
 * Decision 042: the built stylesheet holds the theme for every studio, and the studio's colours
 * are set as CSS variables at run time. These must be the very variables, with the very values,
 * that Chakra writes for that studio's theme; a renamed token would leave the studio's colours
 * unused without any error.
 */
const studio = toAppConfig([
  { key: 'primary', value: '#7c3aed' },
  { key: 'accent', value: '#f59e0b' },
  { key: 'banner_enabled', value: 'true' },
  { key: 'banner_text', value: 'Nueva sede' },
]);

/** The declarations `--name:value` of a stylesheet, as Chakra serialised them. */
const declarations = (css: string) =>
  new Map([...css.matchAll(/(--[\w-]+|scroll-padding-top):([^;}]+)/g)].map((match) => [match[1], match[2]]));

describe("the studio's colours at run time", () => {
  it("are Chakra's own variables and values for that studio's theme, with its header offset", () => {
    const chakra = declarations(themeCss(createStudioSystem(studio)));
    const vars = studioVars(studioPalette(studio).palette, true);
    expect(Object.keys(vars).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(vars)) expect([name, chakra.get(name)]).toEqual([name, value]);
    expect(vars['--chakra-colors-brand-solid']).not.toBe(
      studioVars(studioPalette(toAppConfig([])).palette, false)['--chakra-colors-brand-solid'],
    );
    expect(vars['scroll-padding-top']).toBe('120px');
  });

  it('override a built stylesheet that declares the layers first, then the reset and the tokens', () => {
    const css = themeCss();
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-solid:');
    expect(css).toContain('--chakra-spacing-4:');
  });
});
