import { useLayoutEffect } from 'react';
import { layoutOffset } from '#src/domain/banner';
import type { BrandPalette } from '#src/domain/brand-palette';
import type { AppConfig } from './app-config';
import { warnConfigOnce } from './config-warnings';
import { BRAND_TOKENS, hasBanner, studioPalette } from './studio-palette';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The studio's colours as the CSS variables Chakra's tokens read (`--chakra-colors-brand-solid`…),
 * and the fixed header's height as the page's scroll padding. The built stylesheet holds the
 * theme for every studio (decision 042); these, set on the document, make it this studio's.
 */
export function studioVars(palette: BrandPalette, banner: boolean): Record<string, string> {
  const vars: Record<string, string> = { 'scroll-padding-top': `${layoutOffset(banner)}px` };
  for (const [group, tokens] of Object.entries(BRAND_TOKENS))
    for (const [token, field] of Object.entries(tokens))
      vars[`--chakra-colors-${group}${token === 'DEFAULT' ? '' : `-${kebab(token)}`}`] = palette[field];
  return vars;
}

/** Puts the studio's variables on the document before the first paint, and again when it changes. */
export function useStudioVars(config: AppConfig): void {
  useLayoutEffect(() => {
    const { palette, warnings } = studioPalette(config);
    warnings.forEach(warnConfigOnce);
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(studioVars(palette, hasBanner(config))))
      style.setProperty(name, value);
  }, [config]);
}
