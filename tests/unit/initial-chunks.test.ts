import { describe, expect, it } from 'vitest';
import { type ChunkingContext, initialChunkGroups, modulesOfFirstLoad } from '#scripts/initial-chunks';

// A module graph as rolldown's chunking sees it: each module's code and, in statement order, the
// modules its import and export statements name.
const NM = '/app/node_modules';
const graph: Record<string, { code: string; importedIds: string[] }> = {
  '/app/src/main.tsx': {
    code: `import { Button, Dialog } from "@ui/kit";\nimport "./styles";\nconst lazy = () => import("./admin");\nexport const x = Button;`,
    importedIds: [`${NM}/@ui/kit/index.js`, '/app/src/styles.ts'],
  },
  '/app/src/styles.ts': { code: 'export const s = 1;', importedIds: [] },
  // The package's barrel: every component any screen uses, lazy ones included.
  [`${NM}/@ui/kit/index.js`]: {
    code: `"use strict";\nexport { Button } from './button.js';\nimport * as dialog from './dialog/index.js';\nexport { dialog as Dialog };\nexport { Menu } from './menu.js';\nexport * from './more.js';`,
    importedIds: [
      `${NM}/@ui/kit/button.js`,
      `${NM}/@ui/kit/dialog/index.js`,
      `${NM}/@ui/kit/menu.js`,
      `${NM}/@ui/kit/more.js`,
    ],
  },
  [`${NM}/@ui/kit/button.js`]: {
    code: 'export const Button = () => null;',
    importedIds: [`${NM}/@ui/kit/recipe.js`],
  },
  [`${NM}/@ui/kit/recipe.js`]: { code: 'export const recipe = {};', importedIds: [] },
  [`${NM}/@ui/kit/dialog/index.js`]: {
    code: `export { Root } from './root.js';\nexport { Title } from './title.js';`,
    importedIds: [`${NM}/@ui/kit/dialog/root.js`, `${NM}/@ui/kit/dialog/title.js`],
  },
  [`${NM}/@ui/kit/dialog/root.js`]: { code: 'export const Root = 1;', importedIds: [] },
  [`${NM}/@ui/kit/dialog/title.js`]: { code: 'export const Title = 1;', importedIds: [] },
  [`${NM}/@ui/kit/menu.js`]: { code: 'export const Menu = 1;', importedIds: [`${NM}/popper/index.js`] },
  [`${NM}/popper/index.js`]: { code: 'export const place = 1;', importedIds: [] },
  [`${NM}/@ui/kit/more.js`]: { code: 'export const Table = 1;', importedIds: [] },
  '/app/src/admin.tsx': { code: 'import { Menu } from "@ui/kit";', importedIds: [`${NM}/@ui/kit/index.js`] },
};
const context: ChunkingContext = { getModuleInfo: (id) => graph[id] ?? null };

describe('the modules of the first load', () => {
  const reached = modulesOfFirstLoad('/app/src/main.tsx', context);

  it('follows a barrel only into what the entry imports through it, with what those import', () => {
    expect([...reached].sort()).toEqual(
      [
        '/app/src/main.tsx',
        '/app/src/styles.ts',
        `${NM}/@ui/kit/index.js`,
        `${NM}/@ui/kit/button.js`,
        `${NM}/@ui/kit/recipe.js`,
        // A namespace export brings all of it.
        `${NM}/@ui/kit/dialog/index.js`,
        `${NM}/@ui/kit/dialog/root.js`,
        `${NM}/@ui/kit/dialog/title.js`,
      ].sort(),
    );
  });

  it('leaves out what only a lazy screen uses, and dynamic imports', () => {
    expect(reached.has(`${NM}/@ui/kit/menu.js`)).toBe(false);
    expect(reached.has(`${NM}/popper/index.js`)).toBe(false);
    expect(reached.has(`${NM}/@ui/kit/more.js`)).toBe(false);
    expect(reached.has('/app/src/admin.tsx')).toBe(false);
  });

  it('puts packages in vendor and our code in app, and leaves the rest to rolldown', () => {
    const [vendor, app] = initialChunkGroups('/app/src/main.tsx').groups;
    expect(vendor?.name(`${NM}/@ui/kit/button.js`, context)).toBe('vendor');
    expect(vendor?.name('/app/src/styles.ts', context)).toBeNull();
    expect(app?.name('/app/src/styles.ts', context)).toBe('app');
    expect(app?.name(`${NM}/@ui/kit/menu.js`, context)).toBeNull();
    expect(app?.name('/app/src/admin.tsx', context)).toBeNull();
  });
});
