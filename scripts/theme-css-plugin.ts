import { runnerImport, type Plugin, type UserConfig } from 'vite';
import type { themeCss } from './theme-css';

export const THEME_CSS_ID = 'virtual:studio-theme.css';

/**
 * Serves `import 'virtual:studio-theme.css'` (src/app/boot.tsx), the entry's first stylesheet:
 * the studio theme's CSS written once at build time (decision 042), so a page of plain elements
 * needs no Chakra to look right and no screen builds it again. scripts/theme-css.ts runs through
 * Vite's module runner, which knows the `#src/…` aliases that Node's config loader does not.
 */
export const studioThemeCss = (resolve: UserConfig['resolve']): Plugin => {
  let css: Promise<string> | undefined;
  return {
    name: 'studio-theme-css',
    resolveId: (id) => (id === THEME_CSS_ID ? `\0${THEME_CSS_ID}` : null),
    load(id) {
      if (id !== `\0${THEME_CSS_ID}`) return null;
      css ??= runnerImport<{ themeCss: typeof themeCss }>(
        new URL('./theme-css.ts', import.meta.url).pathname,
        {
          configFile: false,
          resolve,
          logLevel: 'error',
        },
      ).then(({ module }) => module.themeCss());
      return css;
    },
  };
};
