import { describe, expect, it } from 'vitest';
import { bannerShown, bannerTarget, layoutOffset } from '#src/domain/banner';

describe('the top banner', () => {
  const shown = { enabled: true, text: 'Nueva sede', scrollY: 0, primaryMatches: true };

  it('shows while enabled with text, until the page scrolls 1000 px', () => {
    expect(bannerShown(shown)).toBe(true);
    expect(bannerShown({ ...shown, scrollY: 999 })).toBe(true);
    expect(bannerShown({ ...shown, scrollY: 1000 })).toBe(false);
    expect(bannerShown({ ...shown, enabled: false })).toBe(false);
    expect(bannerShown({ ...shown, text: '  ' })).toBe(false);
  });

  it('slides out when the primary colour does not match', () => {
    expect(bannerShown({ ...shown, primaryMatches: false })).toBe(false);
  });

  it('navigates in the app for links on the studio domain, opens other links in a new tab', () => {
    expect(bannerTarget('https://lumen.mx/paquetes?x=1', 'lumen.mx')).toEqual({
      kind: 'internal',
      to: '/paquetes?x=1',
    });
    expect(bannerTarget('/paquetes', 'lumen.mx')).toEqual({ kind: 'internal', to: '/paquetes' });
    expect(bannerTarget('https://instagram.com/lumen', 'lumen.mx')).toEqual({
      kind: 'external',
      href: 'https://instagram.com/lumen',
    });
    expect(bannerTarget('', 'lumen.mx')).toEqual({ kind: 'none' });
  });

  it('offsets the layout by 120 px with the banner and 75 px without', () => {
    expect(layoutOffset(true)).toBe(120);
    expect(layoutOffset(false)).toBe(75);
  });
});

describe('the banner link', () => {
  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x'])('leaves %j unlinked', (link) => {
    expect(bannerTarget(link, 'lumen.mx')).toEqual({ kind: 'none' });
  });
});
